/** The texts a portal form shows for its schema's error keys: its own first, then the lead forms' ones. */
export function errorText(
  key: string | undefined,
  own: Record<string, string>,
  common: (key: 'required' | 'invalid' | 'email' | 'tooLong') => string,
): string | undefined {
  if (!key) return undefined;
  if (own[key]) return own[key];
  return key === 'required' || key === 'email' || key === 'tooLong' ? common(key) : common('invalid');
}
