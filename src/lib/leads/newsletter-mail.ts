import 'server-only';
import { env } from '@/env';
import { routing, type AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import type { QueuedMail } from '@/lib/mail/queue';
import { mailLocale, mailTranslator, renderMail } from '@/lib/mail/render';

export const siteUrl = () => env().SITE_URL;

/** Double opt-in: the address is used only after its owner follows this link. */
export function newsletterConfirmMail(submissionId: number, locale: string, to: string, token: string): QueuedMail {
  const l = mailLocale(locale) as AppLocale;
  const t = mailTranslator(l);
  // Built from the routing table directly: this also runs outside a request (tests, scripts).
  const path = routing.pathnames['/newsletter/confirm/[token]'][l].replace('[token]', token);
  const href = `${siteUrl()}/${l}${path}/`;
  const { agency } = content().site;
  return {
    submissionId,
    purpose: 'newsletter-confirm',
    locale: l,
    to,
    subject: t('Mail.newsletterSubject'),
    ...renderMail(
      [{ lines: [t('Mail.newsletterIntro')], link: { label: t('Mail.newsletterConfirm'), href } }],
      `${agency.name} · ${agency.email}`,
    ),
  };
}
