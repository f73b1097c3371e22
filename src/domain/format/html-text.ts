// Named entities that occur in Dutch, French and English property descriptions.
// Numeric references (&#233; &#xE9;) cover everything else.
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  bull: '•',
  middot: '·',
  deg: '°',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  sup2: '²',
  sup3: '³',
  copy: '©',
  reg: '®',
  times: '×',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  igrave: 'ì',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  ograve: 'ò',
  oacute: 'ó',
  ocirc: 'ô',
  ouml: 'ö',
  oelig: 'œ',
  ugrave: 'ù',
  uacute: 'ú',
  ucirc: 'û',
  uuml: 'ü',
  szlig: 'ß',
  Agrave: 'À',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
  Ccedil: 'Ç',
  OElig: 'Œ',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body] ?? entity;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,7});/g, decodeEntity);
}

// Tags that separate words when rendered; removing them without a space would glue words.
const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr)\b[^>]*>/gi;

/** Plain text from an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

// Tags that end a line (<br>) or a paragraph when rendered.
const LINE_TAG = /<br\b[^>]*>/gi;
const PARAGRAPH_TAG = /<\/?(?:p|div|ul|ol|h[1-6]|table|section|article|blockquote|hr)\b[^>]*>/gi;

/**
 * Plain text from an agency's HTML description, its paragraphs and line breaks kept: a `<br>` is a
 * new line, a paragraph or list a blank line, a list item a line of its own; tags removed,
 * entities decoded, spaces inside a line collapsed. A text without any tag keeps its own line breaks.
 */
export function htmlToParagraphs(html: string): string {
  const marked = /<\/?[a-zA-Z][^>]*>/.test(html);
  const text = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/\n/g, marked ? ' ' : '\n')
      .replace(LINE_TAG, '\n')
      .replace(/<li\b[^>]*>/gi, '\n• ')
      .replace(/<\/li\s*>/gi, '')
      .replace(PARAGRAPH_TAG, '\n\n')
      .replace(/<\/?[a-zA-Z][^>]*>/g, ''),
  );
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
