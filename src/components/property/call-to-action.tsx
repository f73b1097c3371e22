import { getTranslations } from 'next-intl/server';
import { formatPhone, telHref } from '@/domain/format/phone';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';
import { SharePrint } from './share-print';

/**
 * Where each way to ask goes: the contact section's form on this page, the others on the contact
 * page. `visit` is the booking when the property has free slots (then `otherMoment` is the visit
 * form), else the visit form (domain/property/detail-actions).
 */
export type AskLinks = { info: string; visit: string; otherMoment: string | null; friend: string };

export type Agency = { phone: string; email: string; name?: string };

/** The agency's phone and e-mail, the ways to ask (anchors to the forms of the contact section), share and print. */
export async function CallToAction({
  locale,
  agency,
  reference,
  title,
  links,
  project = false,
}: {
  locale: AppLocale;
  agency: Agency;
  reference: string;
  title: string;
  links?: AskLinks;
  project?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const subject = encodeURIComponent(`${reference} – ${title}`);
  return (
    <div className="rounded-xl bg-brand-light p-6 print:bg-transparent print:p-0" data-testid="call-to-action">
      <h2 className="text-xl font-semibold">{project ? t('ctaTitleProject') : t('ctaTitle')}</h2>
      <p className="mt-2 text-sm text-muted">{t('ctaText', { reference })}</p>
      <div className="mt-4 flex flex-col gap-2">
        <a className="btn btn-primary" href={telHref(agency.phone)}>
          <Icon name="phone" className="h-4 w-4" /> {formatPhone(agency.phone)}
        </a>
        <a className="btn btn-ghost bg-white break-all" href={`mailto:${agency.email}?subject=${subject}`}>
          <Icon name="mail" className="h-4 w-4" /> {agency.email}
        </a>
      </div>
      <ul className="mt-4 grid gap-2 text-sm font-medium print:hidden">
        <li>
          <a href={links?.info ?? '#contact'} className="text-brand underline-offset-2 hover:underline">
            {t('moreInfo')} →
          </a>
        </li>
        {links && (
          <>
            <li>
              <a href={links.visit} className="text-brand underline-offset-2 hover:underline">
                {t('requestVisit')} →
              </a>
            </li>
            {links.otherMoment && (
              <li>
                <a href={links.otherMoment} className="text-brand underline-offset-2 hover:underline">
                  {t('otherMoment')} →
                </a>
              </li>
            )}
            <li>
              <a href={links.friend} className="text-brand underline-offset-2 hover:underline">
                {t('sendToFriend')} →
              </a>
            </li>
          </>
        )}
      </ul>
      <div className="mt-4">
        <SharePrint title={title} labels={{ share: t('share'), copied: t('shareCopied'), print: t('print') }} />
      </div>
    </div>
  );
}
