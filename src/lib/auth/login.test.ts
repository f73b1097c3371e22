import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from 'better-auth/api';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { ACCOUNT_RULE, ADDRESS_RULE, PAIR_RULE } from '@/domain/access/lockout';
import { login, type LoginSystem } from './login';
import { endLoginPause } from './login-state';

let handle: DbHandle;
const now = new Date('2026-11-24T10:00:00Z');

/** A sign-in that takes a while, as hashing a password does, and knows one password. */
const slowSystem = (password: string): LoginSystem => ({
  keyPrefix: 'race:',
  signIn: async (_email, given) => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    if (given !== password) throw new APIError('UNAUTHORIZED', { message: 'Invalid email or password' });
  },
});

const attempt = (email: string, ip: string, password: string) =>
  login({ email, password, ip, headers: new Headers() }, handle.db, now, slowSystem('right-password'));

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle?.close());

describe('the login lock-out under attempts sent at the same moment (issues 33, 43)', () => {
  it('four wrong passwords, then four at once: exactly one more is checked, the others refused (the account is paused, which covers the pair lock)', async () => {
    const [email, ip] = ['marie@example.be', '198.18.9.1'];
    for (let i = 0; i < PAIR_RULE.limit - 1; i++) expect((await attempt(email, ip, 'wrong')).kind).toBe('invalid');
    const results = await Promise.all(Array.from({ length: 4 }, () => attempt(email, ip, 'wrong')));
    expect(results.map((r) => r.kind).sort()).toEqual(['invalid', 'paused', 'paused', 'paused']);
  });

  it('attempts that started a few milliseconds apart, the later ones first to the lock: still one more check', async () => {
    const [email, ip] = ['ahmed@example.be', '198.18.9.4'];
    for (let i = 0; i < PAIR_RULE.limit - 1; i++) expect((await attempt(email, ip, 'wrong')).kind).toBe('invalid');
    // Each attempt takes its time as it starts: the first to claim is dated latest, so the others
    // find its failure dated after their own time.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(
          { email, password: 'wrong', ip, headers: new Headers() },
          handle.db,
          new Date(now.getTime() + 1000 - i),
          slowSystem('right-password'),
        ),
      ),
    );
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'paused')).toHaveLength(7);
  });

  it('twenty at once from a fresh address: five are checked, fifteen refused, the right password too once refused', async () => {
    const [email, ip] = ['luc@example.be', '198.18.9.2'];
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(email, ip, 'wrong')));
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(PAIR_RULE.limit);
    expect(results.filter((r) => r.kind === 'paused')).toHaveLength(20 - PAIR_RULE.limit);
    expect((await attempt(email, ip, 'right-password')).kind).toBe('paused');
  });

  it('an address that fails for twenty accounts is locked for any other account (the per-address limit stays)', async () => {
    const ip = '198.18.9.5';
    for (let i = 0; i < ADDRESS_RULE.limit; i++)
      expect((await attempt(`user${i}@example.be`, ip, 'wrong')).kind).toBe('invalid');
    expect((await attempt('someone-else@example.be', ip, 'right-password')).kind).toBe('locked');
    expect((await attempt('someone-else@example.be', '198.18.9.6', 'right-password')).kind).toBe('ok');
  });

  it('twenty at once for one account from twenty addresses: exactly five passwords are checked, the rest paused (issue 43)', async () => {
    const email = 'spread@example.be';
    let checks = 0;
    const counting: LoginSystem = {
      keyPrefix: 'race:',
      signIn: async (...args) => {
        checks++;
        return slowSystem('right-password').signIn(...args);
      },
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(
          {
            email: i % 2 ? email : ` Spread@Example.BE `,
            password: 'wrong',
            ip: `198.18.20.${i + 1}`,
            headers: new Headers(),
          },
          handle.db,
          now,
          counting,
        ),
      ),
    );
    expect(checks).toBe(ACCOUNT_RULE.limit);
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(ACCOUNT_RULE.limit);
    expect(results.filter((r) => r.kind === 'paused')).toHaveLength(20 - ACCOUNT_RULE.limit);
    // A hard cap: the right password from a new address is not checked either, until the window lets one go.
    const owner = await login(
      { email, password: 'right-password', ip: '203.0.113.7', headers: new Headers() },
      handle.db,
      new Date(now.getTime() + 60_000),
      counting,
    );
    expect(owner).toEqual({ kind: 'paused', retryAfterMs: ACCOUNT_RULE.windowMs - 60_000 });
    expect(checks).toBe(ACCOUNT_RULE.limit);
    const later = new Date(now.getTime() + ACCOUNT_RULE.windowMs + 1000);
    expect(
      (
        await login(
          { email, password: 'right-password', ip: '203.0.113.7', headers: new Headers() },
          handle.db,
          later,
          counting,
        )
      ).kind,
    ).toBe('ok');
  });

  it('a new password ends the pause at once, for every address (issue 43)', async () => {
    const email = 'paused@example.be';
    for (let i = 0; i < ACCOUNT_RULE.limit; i++)
      expect((await attempt(email, `198.18.30.${i + 1}`, 'wrong')).kind).toBe('invalid');
    expect((await attempt(email, '203.0.113.8', 'right-password')).kind).toBe('paused');
    expect((await attempt(email, '198.18.30.1', 'right-password')).kind).toBe('paused');
    await endLoginPause(`race:${email}`, handle.db);
    expect((await attempt(email, '203.0.113.8', 'right-password')).kind).toBe('ok');
    expect((await attempt(email, '198.18.30.1', 'right-password')).kind).toBe('ok');
  });

  it('a right password does not wipe the failures of others: five wrong ones in the window at most', async () => {
    const email = 'mixed@example.be';
    for (let i = 0; i < ACCOUNT_RULE.limit - 1; i++)
      expect((await attempt(email, `198.18.40.${i}`, 'wrong')).kind).toBe('invalid');
    expect((await attempt(email, '203.0.113.9', 'right-password')).kind).toBe('ok');
    expect((await attempt(email, '198.18.41.1', 'wrong')).kind).toBe('invalid');
    expect((await attempt(email, '198.18.41.2', 'wrong')).kind).toBe('paused');
  });

  it('a right password takes its attempt back: an owner who signs in often is never locked out', async () => {
    const [email, ip] = ['sophie@example.be', '198.18.9.3'];
    for (let i = 0; i < PAIR_RULE.limit + 3; i++) expect((await attempt(email, ip, 'right-password')).kind).toBe('ok');
    const together = await Promise.all(
      Array.from({ length: PAIR_RULE.limit - 1 }, () => attempt(email, ip, 'right-password')),
    );
    expect(together.map((r) => r.kind)).toEqual(Array(PAIR_RULE.limit - 1).fill('ok'));
  });
});
