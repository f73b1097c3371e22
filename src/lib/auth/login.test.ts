import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from 'better-auth/api';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { ACCOUNT_RULE, PAIR_RULE } from '@/domain/lockout';
import { login, type LoginSystem } from './login';

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

describe('the login lock-out under attempts sent at the same moment (issue 33)', () => {
  it('four wrong passwords, then four at once: exactly one more is checked, the others are locked out', async () => {
    const [email, ip] = ['marie@example.be', '198.18.9.1'];
    for (let i = 0; i < PAIR_RULE.limit - 1; i++) expect((await attempt(email, ip, 'wrong')).kind).toBe('invalid');
    const results = await Promise.all(Array.from({ length: 4 }, () => attempt(email, ip, 'wrong')));
    expect(results.map((r) => r.kind).sort()).toEqual(['invalid', 'locked', 'locked', 'locked']);
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
    expect(results.filter((r) => r.kind === 'locked')).toHaveLength(7);
  });

  it('twenty at once from a fresh address: five are checked, fifteen locked, the right password too once locked', async () => {
    const [email, ip] = ['luc@example.be', '198.18.9.2'];
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(email, ip, 'wrong')));
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(PAIR_RULE.limit);
    expect(results.filter((r) => r.kind === 'locked')).toHaveLength(20 - PAIR_RULE.limit);
    expect((await attempt(email, ip, 'right-password')).kind).toBe('locked');
  });

  it('twenty at once for one account from twenty addresses: five passwords are checked, the others need the proof-of-work (issue 43)', async () => {
    const email = 'spread@example.be';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(email, `198.18.20.${i + 1}`, 'wrong')),
    );
    expect(results.filter((r) => r.kind === 'invalid')).toHaveLength(ACCOUNT_RULE.limit);
    expect(results.filter((r) => r.kind === 'challenge')).toHaveLength(20 - ACCOUNT_RULE.limit);
    // With a solved proof-of-work a check goes on (the owner is never locked out: issue 17).
    const proved = await login(
      { email, password: 'wrong', ip: '198.18.21.1', headers: new Headers(), proof: async () => true },
      handle.db,
      now,
      slowSystem('right-password'),
    );
    expect(proved.kind).toBe('invalid');
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
