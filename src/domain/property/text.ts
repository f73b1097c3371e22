import { htmlToText } from '../format/html-text';

/** Description limit of the specification (section 9). */
const EXCERPT_LIMIT = 250;

const ELLIPSIS = '…';
// Cutting after these would leave a dangling "word," or "word -" before the ellipsis.
const TRAILING_JUNK = /[\s,;:.!?\-–—(\[{'"‘“«/]+$/u;

/**
 * At most `limit` characters of plain text, then an ellipsis when it was cut.
 * Cuts at the last space at or before `limit` when that space is at or beyond 80 % of it,
 * otherwise hard at `limit` (a very long word would else leave almost nothing).
 */
export function excerpt(text: string | null | undefined, limit = EXCERPT_LIMIT): string {
  const plain = htmlToText(text ?? '');
  if (plain.length <= limit) return plain;

  const lastSpace = plain.lastIndexOf(' ', limit);
  let end = lastSpace >= Math.ceil(limit * 0.8) ? lastSpace : limit;
  // Never split a surrogate pair (emoji) in a hard cut.
  const previous = plain.charCodeAt(end - 1);
  if (end === limit && previous >= 0xd800 && previous <= 0xdbff) end -= 1;

  return plain.slice(0, end).replace(TRAILING_JUNK, '') + ELLIPSIS;
}

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  œ: 'oe',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

/** URL slug: lowercase ASCII letters and digits separated by single dashes; `item` when empty. */
export function slugify(s: string | null | undefined): string {
  const slug = (s ?? '')
    .toLowerCase()
    .replace(/[ßœæøđðłıþ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}
