/**
 * An agency's SVG logo or icon made safe to serve (issue 29). The file is read by a strict
 * tokenizer and written again from what it understood: anything it cannot read is refused, never
 * passed through. Dangerous content is refused with its reason (a script, an event handler,
 * embedded HTML, a reference to another file or site, a DOCTYPE); what is merely unknown to a logo
 * (editor metadata, comments, animation, unknown elements) is left out.
 */
export type SvgRefusal =
  'notSvg' | 'malformed' | 'doctype' | 'script' | 'eventHandler' | 'foreignObject' | 'external' | 'noSize';

export type SanitizedSvg =
  { ok: true; svg: string; width: number; height: number } | { ok: false; reason: SvgRefusal; detail: string };

/** What an image of a logo is drawn with. Everything else is left out, with its content. */
const ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'title',
    'desc',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'marker',
    'image',
    'style',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
  ].map((e) => e.toLowerCase()),
);
/** Refused outright: they run code or show another document. */
const FORBIDDEN: Record<string, SvgRefusal> = {
  script: 'script',
  handler: 'script',
  listener: 'script',
  foreignobject: 'foreignObject',
  iframe: 'foreignObject',
  embed: 'foreignObject',
  object: 'foreignObject',
};
/** The namespaces a logo may declare; editors' own (inkscape, sodipodi…) are left out with their attributes. */
const NAMESPACES: Record<string, string> = {
  xmlns: 'http://www.w3.org/2000/svg',
  'xmlns:xlink': 'http://www.w3.org/1999/xlink',
};
/** An embedded raster image, the only reference that is not to a part of the file itself. */
const DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=\s]+$/;

const NAME = /^[A-Za-z_][\w.:-]*$/;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Refused extends Error {
  constructor(
    readonly reason: SvgRefusal,
    readonly detail: string,
  ) {
    super(detail);
  }
}

function decode(text: string): string {
  if (/&(?!(#\d{1,7}|#x[0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);)/.test(text))
    throw new Refused('malformed', 'an unknown entity (&…;)');
  return text.replace(ENTITY, (_, dec?: string, hex?: string, named?: string) =>
    named ? NAMED[named]! : String.fromCodePoint(dec ? Number(dec) : parseInt(hex!, 16)),
  );
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A reference inside a style (`url(…)`, `@import`) must point into the file itself. */
function checkStyle(css: string, where: string): void {
  const plain = css.replace(/\\/g, '');
  if (/@import/i.test(plain)) throw new Refused('external', `${where} imports another style sheet`);
  if (/expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(plain))
    throw new Refused('script', `${where} holds a script`);
  for (const match of plain.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const target = match[2]!.trim();
    if (!target.startsWith('#') && !DATA_IMAGE.test(target))
      throw new Refused('external', `${where} refers to ${target.slice(0, 80)}`);
  }
}

function checkAttribute(element: string, name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) throw new Refused('eventHandler', `<${element} ${name}>`);
  if (lower === 'href' || lower === 'xlink:href' || lower === 'src') {
    const target = value.trim();
    if (target.startsWith('#') || (element === 'image' && DATA_IMAGE.test(target))) return true;
    if (/^\s*(java|vb)script:/i.test(target) || /^data:/i.test(target))
      throw new Refused('script', `<${element} ${name}="${target.slice(0, 40)}">`);
    throw new Refused('external', `<${element} ${name}="${target.slice(0, 80)}">`);
  }
  if (/javascript:/i.test(value.replace(/\s/g, ''))) throw new Refused('script', `<${element} ${name}>`);
  if (lower === 'style' || /url\s*\(/i.test(value)) checkStyle(value, `<${element} ${name}>`);
  if (lower in NAMESPACES) return value === NAMESPACES[lower];
  // Editors' own attributes (inkscape:label, sodipodi:docname, xml:space aside) are left out.
  return !lower.includes(':') || lower === 'xml:space';
}

type Open = { name: string; kept: boolean };

/** Reads `<name attr="v" …>` from `at`; the index after `>` and whether it closed itself. */
function readTag(
  source: string,
  at: number,
): { name: string; attributes: [string, string][]; end: number; selfClosing: boolean } {
  const nameMatch = /^<([A-Za-z_][\w.:-]*)/.exec(source.slice(at, at + 200));
  if (!nameMatch) throw new Refused('malformed', `an unreadable tag at character ${at}`);
  let i = at + nameMatch[0].length;
  const attributes: [string, string][] = [];
  for (;;) {
    ATTRIBUTE.lastIndex = i;
    const attribute = ATTRIBUTE.exec(source);
    if (attribute) {
      if (!NAME.test(attribute[1]!)) throw new Refused('malformed', `an unreadable attribute in <${nameMatch[1]}>`);
      attributes.push([attribute[1]!, decode(attribute[2] ?? attribute[3] ?? '')]);
      i = ATTRIBUTE.lastIndex;
      continue;
    }
    const rest = /^\s*(\/?)>/.exec(source.slice(i, i + 50));
    if (!rest) throw new Refused('malformed', `an unreadable attribute in <${nameMatch[1]}>`);
    return { name: nameMatch[1]!, attributes, end: i + rest[0].length, selfClosing: rest[1] === '/' };
  }
}

function length(value: string | undefined): number | null {
  const match = value && /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** The drawn size: width and height in pixels, else the viewBox's. */
function sizeOf(attributes: Map<string, string>): { width: number; height: number } | null {
  const box = (attributes.get('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const fromBox =
    box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0
      ? { width: box[2]!, height: box[3]! }
      : null;
  const width = length(attributes.get('width'));
  const height = length(attributes.get('height'));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  if (!fromBox) return null;
  if (width) return { width: Math.round(width), height: Math.round((width * fromBox.height) / fromBox.width) };
  if (height) return { width: Math.round((height * fromBox.width) / fromBox.height), height: Math.round(height) };
  return { width: Math.round(fromBox.width), height: Math.round(fromBox.height) };
}

function sanitize(source: string): { svg: string; width: number; height: number } {
  const out: string[] = [];
  const stack: Open[] = [];
  let size: { width: number; height: number } | null = null;
  let sawRoot = false;
  let i = 0;
  const keeping = () => stack.every((s) => s.kept);
  const inStyle = () => stack.at(-1)?.name.toLowerCase() === 'style';
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const text = source.slice(i, lt < 0 ? source.length : lt);
    if (text.trim()) {
      if (!stack.length) throw new Refused('malformed', 'text outside the <svg> element');
      const decoded = decode(text);
      if (inStyle()) checkStyle(decoded, '<style>');
      if (keeping()) out.push(escapeText(decoded));
    } else if (keeping() && stack.length) out.push(text);
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end < 0) throw new Refused('malformed', 'an unclosed comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt);
      if (end < 0 || !stack.length) throw new Refused('malformed', 'an unclosed or misplaced CDATA section');
      const data = source.slice(lt + 9, end);
      if (inStyle()) checkStyle(data, '<style>');
      if (keeping()) out.push(escapeText(data));
      i = end + 3;
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt);
      if (end < 0 || stack.length) throw new Refused('malformed', 'a misplaced processing instruction');
      if (/^<\?xml-stylesheet/i.test(source.slice(lt, end)))
        throw new Refused('external', 'an xml-stylesheet instruction');
      i = end + 2;
    } else if (source.startsWith('<!', lt)) {
      throw new Refused('doctype', 'a DOCTYPE or entity declaration');
    } else if (source.startsWith('</', lt)) {
      const match = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(source.slice(lt, lt + 200));
      const open = stack.pop();
      if (!match || !open || open.name !== match[1])
        throw new Refused('malformed', `a closing tag that matches no opening tag at character ${lt}`);
      if (open.kept && keeping()) out.push(`</${open.name}>`);
      i = lt + match[0].length;
      if (!stack.length) {
        if (
          source
            .slice(i)
            .replace(/<!--[\s\S]*?-->/g, '')
            .trim()
        )
          throw new Refused('malformed', 'content after the </svg> element');
        break;
      }
    } else {
      const tag = readTag(source, lt);
      const lower = tag.name.toLowerCase();
      const forbidden = FORBIDDEN[lower.replace(/^.*:/, '')];
      if (forbidden) throw new Refused(forbidden, `a <${tag.name}> element`);
      if (!stack.length) {
        if (sawRoot || lower !== 'svg') throw new Refused('notSvg', `the file starts with <${tag.name}>, not <svg>`);
        sawRoot = true;
        size = sizeOf(new Map(tag.attributes));
        if (!size) throw new Refused('noSize', 'the <svg> element has neither a viewBox nor a width and height');
      }
      const kept = ELEMENTS.has(lower);
      const attributes = tag.attributes.filter(([name, value]) => checkAttribute(lower, name, value));
      if (kept && keeping()) {
        if (stack.length === 0 && !attributes.some(([n]) => n === 'xmlns'))
          attributes.unshift(['xmlns', NAMESPACES.xmlns!]);
        const written = attributes.map(([n, v]) => ` ${n}="${escapeAttribute(v)}"`).join('');
        out.push(`<${tag.name}${written}${tag.selfClosing ? '/>' : '>'}`);
      }
      if (!tag.selfClosing) stack.push({ name: tag.name, kept });
      i = tag.end;
    }
  }
  if (!sawRoot) throw new Refused('notSvg', 'no <svg> element');
  if (stack.length) throw new Refused('malformed', `<${stack.at(-1)!.name}> is never closed`);
  return { svg: out.join('').trim(), ...size! };
}

/**
 * The SVG `source` written again without anything a logo does not need, or why it is refused.
 * `width`/`height` are its drawn size in pixels (from its width and height, else its viewBox).
 */
export function sanitizeSvg(source: string): SanitizedSvg {
  try {
    return { ok: true, ...sanitize(source.replace(/^\uFEFF/, '')) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason, detail: error.detail };
    throw error;
  }
}
