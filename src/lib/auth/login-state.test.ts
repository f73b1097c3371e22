import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '@/db/schema';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { endLoginPause, loginKeys, loginState } from './login-state';

let handle: DbHandle;
const now = new Date('2026-11-24T10:00:00Z');
const fail = async (email: string, ip: string, times: number) => {
  const { pair, address, account } = loginKeys(email, ip);
  for (let i = 0; i < times; i++)
    await handle.db.insert(loginFailures).values([
      { key: pair, at: now },
      { key: address, at: now },
      { key: account, at: now },
    ]);
};

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle?.close());

describe('who is locked out after failed logins (issue 17)', () => {
  it('locks an account for the address that failed five times, not for its owner elsewhere', async () => {
    await fail('marie@example.be', '198.18.0.1', 5);
    expect((await loginState('marie@example.be', '198.18.0.1', now, handle.db)).lock).toMatchObject({ locked: true });
    const owner = await loginState('marie@example.be', '203.0.113.8', now, handle.db);
    expect(owner.lock).toEqual({ locked: false });
  });

  it('an account that failed five times from many addresses is paused, for every address (issue 43)', async () => {
    for (let i = 0; i < 5; i++) await fail('luc@example.be', `198.18.1.${i}`, 1);
    const owner = await loginState('luc@example.be', '203.0.113.9', now, handle.db);
    expect(owner).toEqual({ lock: { locked: false }, paused: { locked: true, retryAfterMs: 15 * 60_000 } });
    expect((await loginState('sophie@example.be', '203.0.113.9', now, handle.db)).paused).toEqual({ locked: false });
  });

  it('a new password ends the pause and the pairs of that account, not those of another (issue 43)', async () => {
    await fail('anna@example.be', '198.18.3.1', 5);
    await fail('staff:anna@example.be', '198.18.3.1', 5);
    await endLoginPause(' Anna@Example.be', handle.db);
    expect(await loginState('anna@example.be', '198.18.3.1', now, handle.db)).toEqual({
      lock: { locked: false },
      paused: { locked: false },
    });
    expect((await loginState('staff:anna@example.be', '198.18.3.9', now, handle.db)).paused).toMatchObject({
      locked: true,
    });
  });

  it('locks an address that fails for many accounts', async () => {
    for (let i = 0; i < 20; i++) await fail(`user${i}@example.be`, '198.18.2.1', 1);
    expect((await loginState('someone@example.be', '198.18.2.1', now, handle.db)).lock).toMatchObject({ locked: true });
  });
});
