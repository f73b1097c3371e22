import { describe, expect, it } from 'vitest';
import { backoffMs } from './backoff';

describe('backoffMs', () => {
  it('waits 30 s after the first failure and doubles after each next one', () => {
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(3)).toBe(120_000);
  });
  it('never waits more than an hour, even after hundreds of failures', () => {
    expect(backoffMs(8)).toBe(3_600_000);
    expect(backoffMs(500)).toBe(3_600_000);
  });
  it('sends at once when nothing failed yet or the count is nonsense', () => {
    expect(backoffMs(0)).toBe(0);
    expect(backoffMs(Number.NaN)).toBe(0);
  });
});
