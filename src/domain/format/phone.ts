/**
 * Phone numbers the way Belgians (and Luxembourgers) write them (docs/product-decisions.md#phones).
 *
 * A Belgian number is grouped by its zone: the one-digit zones (02 Brussels, 03 Antwerp, 04 Liège,
 * 09 Ghent) as `0X XXX XX XX`, the two-digit zones (010–019, 050–089…) as `0XX XX XX XX`, mobiles
 * (10 digits, 04XX) as `04XX XX XX XX`, free and premium numbers (0800, 090X) as `0800 XX XXX`.
 * 04 is both Liège's zone and the mobiles' prefix: the length decides (9 digits Liège, 10 mobile).
 */

/** Sizes of the groups, first group first. */
type Groups = readonly number[];

const ONE_DIGIT_ZONES = new Set(['2', '3', '4', '9']);

/** The grouping of a Belgian number in its national form (leading 0), or null when it is none. */
function belgianGroups(national: string): Groups | null {
  if (national.length === 10) return national.startsWith('04') ? [4, 2, 2, 2] : null;
  if (national.length !== 9) return null;
  if (/^0(800|90\d)/.test(national)) return [4, 2, 3];
  return ONE_DIGIT_ZONES.has(national[1]!) ? [2, 3, 2, 2] : [3, 2, 2, 2];
}

/** Luxembourg has no trunk 0: 6 and 8 digits in pairs, 9-digit mobiles (6X1) in threes. */
function luxembourgGroups(digits: string): Groups | null {
  if (digits.length === 6) return [2, 2, 2];
  if (digits.length === 8) return [2, 2, 2, 2];
  if (digits.length === 9 && digits.startsWith('6')) return [3, 3, 3];
  return null;
}

function grouped(digits: string, groups: Groups): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

type Parsed = { country: 'BE'; national: string } | { country: 'LU'; digits: string } | null;

/**
 * A Belgian number in its national form (`+32 2 234 56 78`, `0032 2 234 56 78`,
 * `+32 (0)2 234 56 78` and `02 234 56 78` are one number), a Luxembourg number (`+352 …`,
 * `00352 …`), or null for anything else.
 */
function parse(raw: string): Parsed {
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international === null) {
    return digits.startsWith('0') && belgianGroups(digits) ? { country: 'BE', national: digits } : null;
  }
  if (international.startsWith('352')) {
    const rest = international.slice(3);
    return luxembourgGroups(rest) ? { country: 'LU', digits: rest } : null;
  }
  if (international.startsWith('32')) {
    const rest = international.slice(2);
    const national = rest.startsWith('0') ? rest : `0${rest}`;
    return belgianGroups(national) ? { country: 'BE', national } : null;
  }
  return null;
}

/**
 * A number for display: Belgian numbers in their national form grouped by zone (written `+32 …`
 * or `0032 …` too, so one number reads the same everywhere), Luxembourg numbers as `+352 …`
 * grouped the Luxembourg way; any other number (foreign, too short, text) is left as written.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const number = parse(raw);
  if (!number) return raw;
  if (number.country === 'LU') return `+352 ${grouped(number.digits, luxembourgGroups(number.digits)!)}`;
  return grouped(number.national, belgianGroups(number.national)!);
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
  const number = parse(raw);
  if (number?.country === 'BE') return `tel:+32${number.national.slice(1)}`;
  if (raw.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:${digits}`;
}
