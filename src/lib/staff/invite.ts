import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { auditLog, staffSession, staffUser, staffVerification } from '@/db/schema';
import type { AdminLocale, Role } from '@/domain/staff';
import { env } from '@/env';
import { content } from '@/lib/content/load';
import { queueMails } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';

export const STAFF_INVITATION_DAYS = 7;

/**
 * A link to choose a password (better-auth's reset token, stored as better-auth stores it): for a
 * new staff member, valid 7 days, mailed in their language through the mail queue.
 */
async function mailPasswordLink(db: Db, user: { id: string; email: string; name: string; locale: AdminLocale }, now: Date): Promise<void> {
  const token = randomBytes(18).toString('base64url');
  await db.insert(staffVerification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000),
  });
  const agency = content().site.agency.name;
  const t = mailTranslator(user.locale);
  const link = `${env().SITE_URL}/admin/password/?token=${encodeURIComponent(token)}`;
  const { text, html } = renderMail(
    [{ heading: t('Admin.inviteMailTitle', { agency }), lines: [t('Admin.inviteMailText', { name: user.name, agency, email: user.email })], link: { label: t('Admin.inviteMailLink'), href: link } }],
    t('Admin.inviteMailFooter', { days: String(STAFF_INVITATION_DAYS) }),
  );
  await queueMails(db, [{ purpose: 'visitor', locale: user.locale, to: user.email, subject: t('Admin.inviteMailTitle', { agency }), text, html }]);
}

export type InviteResult = 'invited' | 'exists';

/** An admin invites a staff member: an account without a password, and a mail to choose one. */
export async function inviteStaff(db: Db, input: { email: string; name: string; role: Role; locale: AdminLocale }, actor: string, now = new Date()): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const [created] = await db
    .insert(staffUser)
    .values({ id: randomUUID(), email, name: input.name.trim(), role: input.role, locale: input.locale, emailVerified: true })
    .onConflictDoNothing()
    .returning();
  if (!created) return 'exists';
  await mailPasswordLink(db, { id: created.id, email, name: created.name, locale: input.locale }, now);
  await db.insert(auditLog).values({ actor, action: 'invite', subject: `staff:${email}`, detail: input.role });
  return 'invited';
}

/** Another role for a staff member; their sessions end, so the new role applies at once. */
export async function changeRole(db: Db, id: string, role: Role, actor: string): Promise<boolean> {
  const done = await db.update(staffUser).set({ role, updatedAt: new Date() }).where(eq(staffUser.id, id)).returning({ email: staffUser.email });
  if (!done.length) return false;
  await db.delete(staffSession).where(eq(staffSession.userId, id));
  await db.insert(auditLog).values({ actor, action: 'role', subject: `staff:${done[0]!.email}`, detail: role });
  return true;
}

/** Removes a staff member (their sessions and password go with the account). */
export async function removeStaff(db: Db, id: string, actor: string): Promise<boolean> {
  const done = await db.delete(staffUser).where(eq(staffUser.id, id)).returning({ email: staffUser.email });
  if (!done.length) return false;
  await db.insert(auditLog).values({ actor, action: 'remove', subject: `staff:${done[0]!.email}` });
  return true;
}

export async function staffMembers(db: Db) {
  return db.select({ id: staffUser.id, name: staffUser.name, email: staffUser.email, role: staffUser.role, locale: staffUser.locale, createdAt: staffUser.createdAt }).from(staffUser).orderBy(staffUser.name);
}
