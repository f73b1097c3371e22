import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { ownerProperties } from '@/lib/owners/portal';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalHeader } from '@/components/portal/portal-header';
import { VisitTotals } from '@/components/portal/visit-totals';
import { logoutAction } from '../login/actions';
import { requireOwner } from './session';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Portal' });
  return { title: t('dashboardTitle'), robots: { index: false, follow: false } };
}

/** The owner's dashboard: each of their properties with its visits. */
export default async function PortalPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const owner = await requireOwner(locale);
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const owned = await ownerProperties(owner.id, locale);
  return (
    <>
      <PageBanner locale={locale} title={t('dashboardTitle')} trail={[{ label: t('dashboardTitle') }]} />
      <div className="container-page py-10">
        <PortalHeader name={owner.name} locale={locale} logout={logoutAction} />
        {owned.length === 0 ? (
          <p className="text-muted">{t('noProperties')}</p>
        ) : (
          <ul className="space-y-6">
            {owned.map(({ card, recordFile, visits }) => (
              <li key={card.id} className="rounded-xl border border-line bg-white p-5 shadow-sm">
                <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-sans text-xl font-semibold">{card.title}</h2>
                  {recordFile && (
                    <span className="text-sm text-muted">{t('reference', { reference: recordFile })}</span>
                  )}
                </div>
                <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted">{t('visits')}</h3>
                <VisitTotals visits={visits} locale={locale} />
                <Link
                  href={{ pathname: '/portal/[id]', params: { id: String(card.id) } }}
                  className="btn btn-primary mt-4"
                >
                  {t('details')}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
