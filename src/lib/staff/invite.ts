import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { auditLog, staffSession, staffUser, staffVerification } from '@/db/schema';
import { takeResetMail } from '@/lib/auth/reset-limits';
import type { AdminLocale, Role } from '@/domain/access/staff';
import { shownOrDefault } from '@/lib/content/languages';
import { env } from '@/env';
import { content } from '@/lib/content/load';
import { ofName } from '@/domain/language/of-name';
import { queueMails } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';

const STAFF_INVITATION_DAYS = 7;
/** How long a forgotten password's link works. */
export const STAFF_RESET_MINUTES = 60;
/** How long the link of an account made with `npm run staff -- add` works. */
export const STAFF_COMMAND_LINK_HOURS = 24;

/**
 * A single-use link to choose a password (better-auth's reset token, stored as better-auth stores
 * it), valid `validMs`: the page /admin/password/ takes it.
 */
async function passwordLink(
  db: Db,
  userId: string,
  now: Date,
  validMs: number,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + validMs);
  await db.insert(staffVerification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt,
  });
  return { link: `${env().SITE_URL}/admin/password/?token=${encodeURIComponent(token)}`, expiresAt };
}

/**
 * A single-use link to choose a password (passwordLink), mailed in the member's language through the mail queue: for a new member (valid 7 days),
 * or for one who forgot theirs (valid an hour).
 */
async function mailPasswordLink(
  db: Db,
  user: { id: string; email: string; name: string; locale: AdminLocale },
  now: Date,
  purpose: 'invite' | 'reset' = 'invite',
): Promise<void> {
  const validMs = purpose === 'invite' ? STAFF_INVITATION_DAYS * 86_400_000 : STAFF_RESET_MINUTES * 60_000;
  const { link } = await passwordLink(db, user.id, now, validMs);
  // "le back-office d’Ardenne Habitat": "of" and the name by the language's grammar.
  const ofAgency = ofName(content().site.agency.name, user.locale);
  const t = mailTranslator(user.locale);
  const values = { name: user.name, ofAgency, email: user.email };
  const title = t(`Admin.${purpose}MailTitle`, { ofAgency });
  const { text, html } = renderMail(
    [
      {
        heading: title,
        lines: [t(`Admin.${purpose}MailText`, values)],
        link: { label: t(`Admin.${purpose}MailLink`), href: link },
      },
    ],
    purpose === 'invite'
      ? t('Admin.inviteMailFooter', { days: String(STAFF_INVITATION_DAYS) })
      : t('Admin.resetMailFooter', { minutes: String(STAFF_RESET_MINUTES) }),
  );
  await queueMails(db, [{ purpose: 'visitor', locale: user.locale, to: user.email, subject: title, text, html }]);
}

/**
 * A staff member forgot their password: a link to choose another, if the address has an account
 * (the form answers the same either way) and that mailbox had fewer than 3 such mails this hour.
 */
export async function sendStaffReset(db: Db, email: string, now = new Date()): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const [user] = await db.select().from(staffUser).where(eq(staffUser.email, address));
  if (!user || !(await takeResetMail(`staff:${address}`, db, now))) return false;
  const locale = shownOrDefault(user.locale);
  await mailPasswordLink(db, { id: user.id, email: address, name: user.name, locale }, now, 'reset');
  await db.insert(auditLog).values({ actor: address, action: 'password-link', subject: `staff:${address}` });
  return true;
}

export type InviteResult = 'invited' | 'exists';

/** An admin invites a staff member: an account without a password, and a mail to choose one. */
export async function inviteStaff(
  db: Db,
  input: { email: string; name: string; role: Role; locale: AdminLocale },
  actor: string,
  now = new Date(),
): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const created = await createAccount(db, { ...input, email, name: input.name.trim() }, actor);
  if (!created) return 'exists';
  await mailPasswordLink(db, { id: created.id, email, name: created.name, locale: input.locale }, now);
  return 'invited';
}

/**
 * A staff account made on the server's command line (`npm run staff -- add`, the first admin of
 * an agency): no password, and a single-use link, valid STAFF_COMMAND_LINK_HOURS, that the
 * command prints for the person to choose one. No mail: there may be no mail server yet.
 */
export async function addStaffWithLink(
  db: Db,
  input: { email: string; name?: string; role: Role; locale: AdminLocale },
  actor: string,
  now = new Date(),
): Promise<{ result: 'created'; link: string; expiresAt: Date } | { result: 'exists' }> {
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || email.split('@')[0]!;
  const created = await createAccount(db, { ...input, email, name }, actor);
  if (!created) return { result: 'exists' };
  const link = await passwordLink(db, created.id, now, STAFF_COMMAND_LINK_HOURS * 3_600_000);
  return { result: 'created', ...link };
}

/** Another role for a staff member; their sessions end, so the new role applies at once. */
export async function changeRole(db: Db, id: string, role: Role, actor: string): Promise<boolean> {
  const done = await db
    .update(staffUser)
    .set({ role, updatedAt: new Date() })
    .where(eq(staffUser.id, id))
    .returning({ email: staffUser.email });
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
  return db
    .select({
      id: staffUser.id,
      name: staffUser.name,
      email: staffUser.email,
      role: staffUser.role,
      locale: staffUser.locale,
      createdAt: staffUser.createdAt,
    })
    .from(staffUser)
    .orderBy(staffUser.name);
}

/**
 * A staff account without a password (an invitation by mail, or the command line's first admin),
 * recorded in the audit log; null when the address already has one.
 */
async function createAccount(
  db: Db,
  input: { email: string; name: string; role: Role; locale: AdminLocale },
  actor: string,
) {
  const [created] = await db
    .insert(staffUser)
    .values({ id: randomUUID(), ...input, emailVerified: true })
    .onConflictDoNothing()
    .returning();
  if (created)
    await db.insert(auditLog).values({ actor, action: 'invite', subject: `staff:${input.email}`, detail: input.role });
  return created ?? null;
}
