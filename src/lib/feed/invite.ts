import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '@/db/open';
import { authVerification } from '@/db/schema';
import { env } from '@/env';
import { localizedPath } from '@/i18n/paths';
import { content } from '@/lib/content/load';
import { agencyText } from '@/lib/content/identity';
import { queueMails } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';
import type { Invitation } from './apply-owners';
import { shownOrDefault } from '@/lib/content/languages';

const INVITATION_DAYS = 7;

/**
 * The invitation of a new owner: the password-reset mechanism of the portal (a better-auth
 * reset token, stored as better-auth stores it, `reset-password:{token}` → user id), valid 7 days
 * instead of one hour, and a mail in the owner's language through the mail queue.
 */
export async function inviteOwners(db: Db, invitations: Invitation[], now = new Date()): Promise<number> {
  if (!invitations.length) return 0;
  const agency = content().site.agency.name;
  const mails = [];
  for (const invitation of invitations) {
    const token = randomBytes(18).toString('base64url');
    await db.insert(authVerification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: invitation.userId,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    });
    const locale = shownOrDefault(invitation.locale);
    const t = mailTranslator(locale);
    const link = `${env().SITE_URL}${localizedPath(locale, '/login/reset')}?token=${encodeURIComponent(token)}`;
    const { text, html } = renderMail(
      [
        {
          heading: t('Portal.inviteMailTitle', { agency }),
          lines: [t('Portal.inviteMailText', { name: invitation.name, agency, email: invitation.email })],
          link: { label: t('Portal.inviteMailLink'), href: link },
        },
      ],
      agencyText('mailFooter', locale, t),
    );
    mails.push({
      purpose: 'visitor' as const,
      locale,
      to: invitation.email,
      subject: t('Portal.inviteMailTitle', { agency }),
      text,
      html,
    });
  }
  await queueMails(db, mails);
  return mails.length;
}
