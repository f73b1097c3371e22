import { afterEach, describe, expect, it } from 'vitest';
import { databaseDown, isConnectionError, markDatabaseDown, markDatabaseUp } from './health';

afterEach(() => markDatabaseUp());

describe('database health', () => {
  it('tells a lost connection from a bad query', () => {
    expect(
      isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(
      isConnectionError(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
      true,
    );
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionError(
        new Error('Failed query: select 1', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
      ),
    ).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });

  it('stays down while the probe fails and comes back up when it answers', async () => {
    let answers = false;
    let probes = 0;
    markDatabaseDown(async () => {
      probes++;
      if (!answers) throw new Error('still down');
    });
    expect(databaseDown()).toBe(true);
    await new Promise((r) => setTimeout(r, 1_200));
    expect(databaseDown()).toBe(true);
    expect(probes).toBeGreaterThanOrEqual(2);
    answers = true;
    await expect.poll(() => databaseDown(), { timeout: 2_000 }).toBe(false);
  });
});
