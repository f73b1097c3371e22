/**
 * Numbers typed by a visitor in any of our languages: `397.000`, `397 000`, `397,000` and
 * `397000` are amounts in euro; `3,25` and `3.25` are rates. Null when it is not a number ≥ 0.
 */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(clean)) return null;
  return Number(clean.replace(/[.,]/g, ''));
}

export function parseRate(text: string): number | null {
  const clean = text.replace(/[\s%]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}
