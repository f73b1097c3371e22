import { describe, expect, it } from 'vitest';
import { recordId } from './record-id';

describe('recordId', () => {
  it('reads any id the feed takes, ten digits too', () => {
    expect(recordId('5110')).toBe(5110);
    expect(recordId('1500000000')).toBe(1_500_000_000);
    expect(recordId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what no record has', () => {
    for (const raw of ['0', '2147483648', '12345678901', '-1', '1e3', '12a', '', ' 12', undefined, 12])
      expect(recordId(raw)).toBeNull();
  });
});
