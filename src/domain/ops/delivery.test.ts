import { describe, expect, it } from 'vitest';
import { deliveryState, FAILED_AFTER } from './delivery';

describe('deliveryState', () => {
  it('tells sent, waiting, retrying and failed apart', () => {
    expect(deliveryState({ status: 'sent', attempts: 3, lastError: null })).toBe('sent');
    expect(deliveryState({ status: 'pending', attempts: 0, lastError: null })).toBe('waiting');
    expect(deliveryState({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:2525' })).toBe(
      'retrying',
    );
    expect(
      deliveryState({
        status: 'pending',
        attempts: 1,
        lastError: "Can't send mail - all recipients were rejected: 550 mailbox unavailable",
      }),
    ).toBe('failed');
    expect(deliveryState({ status: 'pending', attempts: FAILED_AFTER - 1, lastError: '421 try later' })).toBe(
      'retrying',
    );
    expect(deliveryState({ status: 'pending', attempts: FAILED_AFTER, lastError: '421 try later' })).toBe('failed');
  });

  it('does not read a 5 inside a longer number as a refusal', () => {
    expect(deliveryState({ status: 'pending', attempts: 1, lastError: 'connect ETIMEDOUT 10.0.0.5501' })).toBe(
      'retrying',
    );
  });
});
