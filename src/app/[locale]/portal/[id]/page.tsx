import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDate } from '@/domain/dates';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { ownerProperty } from '@/lib/owners/portal';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalHeader } from '@/components/portal/portal-header';
import { VisitTotals } from '@/components/portal/visit-totals';
import { VisitsChart } from '@/components/portal/visits-chart';
import { logoutAction } from '../../login/actions';
import { requireOwner } from '../session';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as AppLocale, namespace: 'Portal' });
  return { title: t('details'), robots: { index: false, follow: false } };
}

const STATUSES = ['online', 'offline', 'updated', 'error'] as const;

/** One owned property: visit totals, the 30-day chart and where it is published. Others' → 404. */
export default async function PortalPropertyPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const owner = await requireOwner(locale);
  const dashboard = /^\d{1,9}$/.test(id) ? await ownerProperty(owner.id, Number(id), locale) : null;
  if (!dashboard) notFound();
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const tForms = await getTranslations({ locale, namespace: 'LeadForms' });
  const status = (s: string) => (STATUSES as readonly string[]).includes(s) ? t(`mediaStatus.${s as (typeof STATUSES)[number]}`) : s;
  return (
    <>
      <PageBanner
        locale={locale}
        title={dashboard.card.title}
        intro={dashboard.recordFile ? t('reference', { reference: dashboard.recordFile }) : undefined}
        trail={[{ label: t('dashboardTitle'), href: getPathname({ locale, href: '/portal' }) }, { label: dashboard.card.title }]}
      />
      <div className="container-page space-y-10 py-10">
        <PortalHeader name={owner.name} locale={locale} logout={logoutAction} />
        <section aria-labelledby="visits">
          <h2 id="visits" className="mb-3 text-2xl font-semibold">{t('visits')}</h2>
          <VisitTotals visits={dashboard.visits} locale={locale} />
          <div className="mt-6">
            <VisitsChart series={dashboard.chart} locale={locale} />
          </div>
        </section>
        <section aria-labelledby="communications">
          <h2 id="communications" className="mb-3 text-2xl font-semibold">{t('communications')}</h2>
          {dashboard.communications.length === 0 ? (
            <p className="text-muted">{t('noCommunications')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[40rem] rounded-xl border border-line bg-white text-left text-sm">
                <thead className="bg-sand">
                  <tr>
                    {(['date', 'type', 'contact', 'comment', 'status', 'source'] as const).map((c) => (
                      <th key={c} scope="col" className="p-3">{t(`lead.${c}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {dashboard.communications.map((lead, i) => (
                    <tr key={i} className="border-t border-line align-top">
                      <td className="p-3 whitespace-nowrap">{formatDate(lead.at)}</td>
                      <td className="p-3">{tForms.has(`titles.${lead.kind}` as never) ? tForms(`titles.${lead.kind}` as never) : lead.kind}</td>
                      <td className="p-3">{lead.contact}</td>
                      <td className="p-3">{lead.comment}</td>
                      <td className="p-3">{t(`lead.${lead.status}`)}</td>
                      <td className="p-3">{t(`lead.${lead.source}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="media">
          <h2 id="media" className="mb-3 text-2xl font-semibold">{t('media')}</h2>
          {dashboard.media.length === 0 ? (
            <p className="text-muted">{t('noMedia')}</p>
          ) : (
            <table className="w-full overflow-hidden rounded-xl border border-line bg-white text-left">
              <thead className="bg-sand">
                <tr>
                  <th scope="col" className="p-3">{t('portal')}</th>
                  <th scope="col" className="p-3">{t('date')}</th>
                  <th scope="col" className="p-3">{t('status')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.media.map((m, i) => (
                  <tr key={i} className="border-t border-line">
                    <td className="p-3">{m.portal}</td>
                    <td className="p-3">{formatDate(m.publishedAt)}</td>
                    <td className="p-3">{status(m.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <a href={getPathname({ locale, href: '/portal' })} className="btn btn-ghost">{t('back')}</a>
      </div>
    </>
  );
}
