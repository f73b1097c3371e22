import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authSession,
  authUser,
  authVerification,
  captchaRedemptions,
  loginFailures,
  rateLimits,
  visitMarks,
} from '@/db/schema';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { pruneExpired } from './prune';

let handle: DbHandle;
const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

beforeAll(async () => {
  handle = await createTestDb();
  const db = handle.db;
  await db.insert(loginFailures).values([
    { key: 'ip:203.0.113.1', at: hoursAgo(30) },
    { key: 'ip:203.0.113.1', at: hoursAgo(1) },
  ]);
  await db.insert(rateLimits).values([
    { key: 'contact:nojs:x', windowStart: hoursAgo(25), count: 3 },
    { key: 'contact:nojs:x', windowStart: hoursAgo(0.5), count: 1 },
  ]);
  await db.insert(captchaRedemptions).values([
    { signature: 'old', expiresAt: hoursAgo(1) },
    { signature: 'live', expiresAt: hoursAgo(-1) },
  ]);
  await db.insert(authUser).values({ id: 'u1', name: 'U', email: 'u@example.be', emailVerified: true });
  await db.insert(authSession).values([
    { id: 's-old', token: 't-old', userId: 'u1', expiresAt: hoursAgo(2) },
    { id: 's-live', token: 't-live', userId: 'u1', expiresAt: hoursAgo(-24) },
  ]);
  await db.insert(authVerification).values([{ id: 'v-old', identifier: 'reset', value: 'x', expiresAt: hoursAgo(1) }]);
  await db.insert(visitMarks).values([
    { day: '2026-11-21', mark: 'a' },
    { day: '2026-11-23', mark: 'b' },
    { day: '2026-11-24', mark: 'c' },
  ]);
}, 60_000);
afterAll(() => handle?.close());

describe('pruning what only served a limit that is over', () => {
  it('removes expired rows and keeps the live ones', async () => {
    expect(await pruneExpired(handle.db, now)).toEqual({
      loginFailures: 1,
      rateLimits: 1,
      captchaRedemptions: 1,
      sessions: 1,
      verifications: 1,
      visitMarks: 1,
    });
    expect((await handle.db.select().from(loginFailures)).map((r) => r.at)).toEqual([hoursAgo(1)]);
    expect((await handle.db.select().from(captchaRedemptions)).map((r) => r.signature)).toEqual(['live']);
    expect((await handle.db.select().from(authSession)).map((r) => r.id)).toEqual(['s-live']);
    expect((await handle.db.select().from(visitMarks)).map((r) => r.day).sort()).toEqual(['2026-11-23', '2026-11-24']);
    expect(await pruneExpired(handle.db, now)).toEqual({
      loginFailures: 0,
      rateLimits: 0,
      captchaRedemptions: 0,
      sessions: 0,
      verifications: 0,
      visitMarks: 0,
    });
  });
});
