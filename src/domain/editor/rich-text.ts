import { escapeHtml } from '../format/escape-html';

/**
 * The texts of the content that the site renders as HTML (through its sanitizer, sanitize.ts):
 * the back office edits them with a rich-text editor instead of HTML (issue 31). By the path of
 * the text, its languages excluded: a page's text, a module's descriptions, a footer column's
 * texts and the home banner's text. (A page's own description and the popup's are plain text.)
 */
export function isRichText(path: readonly (string | number)[]): boolean {
  const at = path.map((p) => (typeof p === 'number' ? '#' : p)).join('.');
  return (
    at === 'params.content' ||
    at === 'params.modules.#.description' ||
    at === 'params.modules.#.description2' ||
    at === 'footer.columns.#.introText' ||
    at === 'footer.columns.#.fullText' ||
    at === 'banner.description'
  );
}

const HAS_TAG = /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i;

/**
 * A stored text as the editor opens it: HTML as it is; plain text (typed before the editor, or
 * from a feed) as paragraphs, a blank line between two, a single line break kept as a break.
 */
export function textToHtml(text: string): string {
  if (!text.trim() || HAS_TAG.test(text)) return text;
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * The address of a link as a staff member types it, made one the site's sanitizer keeps: an
 * address on the site ("/nl/contact/"), a web address with or without "https://", an e-mail
 * address, a phone number. Anything else (a script, spaces in a domain) is null: refused.
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (/^\/(?!\/)\S*$/.test(text)) return text;
  if (/^(https?:\/\/)[^\s/$.?#][^\s]*\.[^\s]+$/i.test(text) || /^https?:\/\/localhost(:\d+)?(\/\S*)?$/i.test(text))
    return text;
  if (/^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(text)) return text;
  if (/^tel:\+?[\d ./()-]{6,}$/i.test(text)) return `tel:${text.slice(4).replace(/[^\d+]/g, '')}`;
  if (/^[^\s@:/]+@[^\s@]+\.[^\s@]+$/.test(text)) return `mailto:${text}`;
  if (/^\+?[\d ./()-]{8,}$/.test(text) && /\d{6}/.test(text.replace(/\D/g, '')))
    return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}
