import 'server-only';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import type { QueuedMail } from '@/lib/mail/queue';
import { mailLocale, mailTranslator, renderMail } from '@/lib/mail/render';

export const siteUrl = () => env().SITE_URL;

/** Double opt-in: the address is used only after its owner follows this link. */
export function newsletterConfirmMail(submissionId: number, locale: string, to: string, token: string): QueuedMail {
  const l = mailLocale(locale) as AppLocale;
  const t = mailTranslator(l);
  const href = `${siteUrl()}${getPathname({ locale: l, href: { pathname: '/newsletter/confirm/[token]', params: { token } } })}`;
  const { agency } = content().site;
  return {
    submissionId,
    purpose: 'newsletter-confirm',
    locale: l,
    to,
    subject: t('Mail.newsletterSubject'),
    ...renderMail([{ lines: [t('Mail.newsletterIntro')], link: { label: t('Mail.newsletterConfirm'), href } }], `${agency.name} · ${agency.email}`),
  };
}
