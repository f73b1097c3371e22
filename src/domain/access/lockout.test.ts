import { describe, expect, it } from 'vitest';
import { ACCOUNT_RULE, combine, lockoutState, waitMinutes } from './lockout';

const now = new Date('2026-11-22T10:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('login lock-out', () => {
  it('stays open below the limit and locks at it', () => {
    expect(lockoutState([ago(1), ago(2), ago(3), ago(4)], now, ACCOUNT_RULE)).toEqual({ locked: false });
    const state = lockoutState([ago(1), ago(2), ago(3), ago(4), ago(5)], now, ACCOUNT_RULE);
    expect(state).toEqual({ locked: true, retryAfterMs: 10 * 60_000 });
  });

  it('forgets failures older than the window', () => {
    expect(lockoutState([ago(16), ago(20), ago(1), ago(2), ago(3)], now, ACCOUNT_RULE)).toEqual({ locked: false });
  });

  it('with more failures than the limit, waits until enough have aged out', () => {
    const state = lockoutState([ago(1), ago(2), ago(3), ago(4), ago(5), ago(6), ago(7)], now, ACCOUNT_RULE);
    expect(state).toEqual({ locked: true, retryAfterMs: 10 * 60_000 }); // until the 5-minute-old one leaves the window
  });

  it('counts failures dated a moment after now (attempts sent together) and takes the longest of two lock-outs', () => {
    expect(lockoutState([new Date(now.getTime() + 5)], now, { limit: 1, windowMs: 60_000 })).toEqual({
      locked: true,
      retryAfterMs: 60_005,
    });
    expect(
      combine({ locked: false }, { locked: true, retryAfterMs: 5000 }, { locked: true, retryAfterMs: 9000 }),
    ).toEqual({ locked: true, retryAfterMs: 9000 });
    expect(combine({ locked: false }, { locked: false })).toEqual({ locked: false });
  });

  it('shows whole minutes, at least one', () => {
    expect(waitMinutes(1000)).toBe(1);
    expect(waitMinutes(60_000)).toBe(1);
    expect(waitMinutes(60_001)).toBe(2);
    expect(waitMinutes(10 * 60_000)).toBe(10);
  });
});
