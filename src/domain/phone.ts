const GROUPS_BY_DIGIT_COUNT: Record<number, readonly number[]> = {
  10: [4, 2, 2, 2], // mobile: 0476 12 34 56
  9: [3, 2, 2, 2], // landline: 091 23 45 67
};

/**
 * The digits of a Belgian number in its national form (leading 0), or null for any other number.
 * `+32 9 386 12 34`, `0032 9 386 12 34`, `+32 (0)9 386 12 34` and `09 386 12 34` are one number.
 */
function belgianNational(raw: string): string | null {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+32') || digits.startsWith('0032')) {
    digits = digits.replace(/^(00)?32/, '');
    if (!digits.startsWith('0')) digits = `0${digits}`;
  } else if (trimmed.startsWith('+') || digits.startsWith('00')) {
    return null;
  }
  return digits.startsWith('0') && GROUPS_BY_DIGIT_COUNT[digits.length] ? digits : null;
}

/**
 * Groups a Belgian number for display, as docs/product-decisions.md#phones says: 10 digits 4-2-2-2, 9 digits
 * 3-2-2-2. An international form of a Belgian number (+32 …, 0032 …) is shown in the same
 * national grouping, so one number reads the same everywhere on the site; any other number
 * (foreign, too short, text) is left unchanged.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const digits = belgianNational(raw);
  if (!digits) return raw;
  const groups = GROUPS_BY_DIGIT_COUNT[digits.length]!;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * `tel:` link in the international form: a Belgian number becomes `tel:+32…` (its leading 0
 * dropped) so it dials from a foreign phone too; another number keeps its digits and a leading
 * `+` (`00` becomes `+`). No digits → empty string (render no link).
 */
export function telHref(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  const belgian = belgianNational(raw);
  if (belgian) return `tel:+32${belgian.slice(1)}`;
  if (raw.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:${digits}`;
}
