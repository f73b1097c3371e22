import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { auditLog, mailQueue, staffSession, staffUser, staffVerification } from '@/db/schema';
import { fileContent, setLiveContent } from '@/lib/content/load';
import { changeRole, inviteStaff, sendStaffReset, STAFF_RESET_MINUTES } from './invite';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());
afterEach(() => setLiveContent(fileContent()));

const mailsTo = (to: string) => handle.db.select().from(mailQueue).where(eq(mailQueue.to, to));

describe('staff accounts', () => {
  it("an invitation makes an account without a password and mails a link valid 7 days, in the member's language", async () => {
    const now = new Date('2026-11-24T09:00:00Z');
    const files = fileContent();
    setLiveContent({ ...files, site: { ...files.site, agency: { ...files.site.agency, name: 'Ardenne Habitat' } } });
    expect(
      await inviteStaff(
        handle.db,
        { email: ' Nora@Example.be ', name: 'Nora', role: 'editor', locale: 'fr' },
        'beheer@example.be',
        now,
      ),
    ).toBe('invited');
    expect(
      await inviteStaff(
        handle.db,
        { email: 'nora@example.be', name: 'Nora', role: 'admin', locale: 'fr' },
        'beheer@example.be',
        now,
      ),
    ).toBe('exists');
    const [mail] = await mailsTo('nora@example.be');
    // French elides its "de" before the agency's name (issue 44): never "de Ardenne Habitat".
    expect(mail?.subject).toBe('Votre compte pour le back-office d’Ardenne Habitat');
    expect(mail?.text).toContain('un compte pour le back-office d’Ardenne Habitat a été créé');
    expect(mail?.text).toMatch(/\/admin\/password\/\?token=[\w-]{24}/);
    const [token] = await handle.db
      .select()
      .from(staffVerification)
      .where(like(staffVerification.identifier, 'reset-password:%'));
    expect(token!.expiresAt.getTime() - now.getTime()).toBe(7 * 86_400_000);
  });

  it("a new role ends the member's sessions, so it applies at once", async () => {
    const [nora] = await handle.db.select().from(staffUser).where(eq(staffUser.email, 'nora@example.be'));
    await handle.db
      .insert(staffSession)
      .values({ id: 's1', token: 'tok-1', userId: nora!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    expect(await changeRole(handle.db, nora!.id, 'admin', 'beheer@example.be')).toBe(true);
    expect(await handle.db.select().from(staffSession).where(eq(staffSession.userId, nora!.id))).toEqual([]);
    expect(await changeRole(handle.db, 'nobody', 'admin', 'beheer@example.be')).toBe(false);
  });

  it('a forgotten password: a link valid an hour for an account, nothing for an unknown address, 3 mails an hour at most', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(await sendStaffReset(handle.db, 'nobody@example.be', now)).toBe(false);
    expect(await mailsTo('nobody@example.be')).toEqual([]);
    const before = (await mailsTo('nora@example.be')).length;
    for (let i = 0; i < 3; i++) expect(await sendStaffReset(handle.db, 'NORA@example.be', now)).toBe(true);
    expect(await sendStaffReset(handle.db, 'nora@example.be', now)).toBe(false);
    const mails = await mailsTo('nora@example.be');
    expect(mails).toHaveLength(before + 3);
    expect(mails.at(-1)!.text).toContain(`${STAFF_RESET_MINUTES} minutes`);
    const tokens = await handle.db
      .select()
      .from(staffVerification)
      .where(like(staffVerification.identifier, 'reset-password:%'));
    expect(tokens.filter((t) => t.expiresAt.getTime() - now.getTime() === STAFF_RESET_MINUTES * 60_000)).toHaveLength(
      3,
    );
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'password-link'))).toHaveLength(3);
  });
});
