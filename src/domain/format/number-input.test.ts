import { describe, expect, it } from 'vitest';
import { parseAmount, parseRate } from './number-input';

describe('parseAmount', () => {
  it('reads amounts with the group separators of nl, fr and en', () => {
    for (const text of ['397000', '397.000', '397 000', '397,000', '€ 397.000', '397\u00a0000'])
      expect(parseAmount(text)).toBe(397000);
  });
  it('refuses negatives, decimals and words', () => {
    for (const text of ['-5', '12,5', '1.2.3', 'abc', '', '39.70']) expect(parseAmount(text)).toBeNull();
  });
});

describe('parseRate', () => {
  it('reads a decimal comma or point', () => {
    expect(parseRate('3,25')).toBe(3.25);
    expect(parseRate('3.25 %')).toBe(3.25);
    expect(parseRate('0')).toBe(0);
  });
  it('refuses negatives and text', () => {
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('drie')).toBeNull();
  });
});
