import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { RESET_MAILS_PER_HOUR, takeResetAttempt, takeResetMail } from './reset-limits';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle?.close());

describe('forgot password (issue 17)', () => {
  it('counts requests per asking address: the sixth within 15 minutes waits', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    for (let i = 0; i < 5; i++)
      expect(await takeResetAttempt('203.0.113.50', handle.db, now)).toEqual({ locked: false });
    expect(await takeResetAttempt('203.0.113.50', handle.db, now)).toMatchObject({ locked: true });
    expect(await takeResetAttempt('203.0.113.51', handle.db, now)).toEqual({ locked: false });
  });

  it('mails one mailbox at most three times an hour, whoever asks', async () => {
    const now = new Date();
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await takeResetMail('Target@Example.be', handle.db, now));
    expect(sent).toEqual([true, true, true, false, false]);
    expect(RESET_MAILS_PER_HOUR).toBe(3);
    expect(await takeResetMail('target@example.be', handle.db, new Date(now.getTime() + 61 * 60_000))).toBe(true);
  });
});
