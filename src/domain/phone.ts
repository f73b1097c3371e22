const GROUPS_BY_DIGIT_COUNT: Record<number, readonly number[]> = {
  10: [4, 2, 2, 2], // mobile: 0476 12 34 56
  9: [3, 2, 2, 2], // landline: 091 23 45 67
};

/**
 * Groups a Belgian number for display. Non-digits are ignored when counting; any count other
 * than 9 or 10 digits leaves the input unchanged (international numbers keep their own form).
 */
export function formatPhone(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const digits = raw.replace(/\D/g, '');
  const groups = GROUPS_BY_DIGIT_COUNT[digits.length];
  if (!groups) return raw;
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** `tel:` link: digits only, a leading `+` kept. No digits → empty string (render no link). */
export function telHref(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  const plus = raw.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digits}`;
}
