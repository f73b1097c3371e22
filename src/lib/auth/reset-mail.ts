import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { owners } from '@/db/schema';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import { agencyText } from '@/lib/content/identity';
import { queueMails } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';
import { kickMailSender } from '@/lib/mail/runner';
import { shownOrDefault } from '@/lib/content/languages';

/**
 * The password-reset e-mail: a single-use link (better-auth's token, one hour), in the owner's
 * language, through the lead pipeline's mail queue so that it is retried like every other mail.
 */
export async function sendPasswordResetMail(email: string, token: string): Promise<void> {
  const db = getDb();
  const [owner] = await db
    .select({ locale: owners.locale, name: owners.name })
    .from(owners)
    .where(eq(owners.email, email));
  const locale = shownOrDefault(owner?.locale);
  const t = mailTranslator(locale);
  const link = `${env().SITE_URL}${getPathname({ locale, href: '/login/reset' })}?token=${encodeURIComponent(token)}`;
  const { text, html } = renderMail(
    [
      {
        heading: t('Portal.resetMailTitle'),
        lines: [t('Portal.resetMailText', { name: owner?.name ?? email })],
        link: { label: t('Portal.resetMailLink'), href: link },
      },
    ],
    agencyText('mailFooter', locale, t),
  );
  await queueMails(db, [{ purpose: 'visitor', locale, to: email, subject: t('Portal.resetMailTitle'), text, html }]);
  void kickMailSender();
}
