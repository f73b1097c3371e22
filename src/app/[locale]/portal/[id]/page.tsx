import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { formatDate } from '@/domain/format/dates';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { ownerProperty } from '@/lib/owners/portal';
import { PageBanner } from '@/components/layout/page-banner';
import { PortalHeader } from '@/components/portal/portal-header';
import { VisitTotals } from '@/components/portal/visit-totals';
import { VisitsChart } from '@/components/portal/visits-chart';
import { PortalTable } from '@/components/portal/portal-table';
import { logoutAction } from '../../login/actions';
import { requireOwner } from '../session';
import { recordId } from '@/domain/edge/record-id';

type Props = { params: Promise<{ locale: string; id: string }> };

/** The tab names the property: an owner with several tells them apart. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = raw as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const owner = await requireOwner(locale);
  const dashboard = recordId(id) ? await ownerProperty(owner.id, Number(id), locale) : null;
  return {
    title: dashboard ? `${dashboard.card.title} · ${t('details')}` : t('details'),
    robots: { index: false, follow: false },
  };
}

const STATUSES = ['online', 'offline', 'updated', 'error'] as const;

/** One owned property: visit totals, the 30-day chart and where it is published. Others' → 404. */
export default async function PortalPropertyPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const owner = await requireOwner(locale);
  const dashboard = recordId(id) ? await ownerProperty(owner.id, Number(id), locale) : null;
  if (!dashboard) notFound();
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const tForms = await getTranslations({ locale, namespace: 'LeadForms' });
  const status = (s: string) =>
    (STATUSES as readonly string[]).includes(s) ? t(`mediaStatus.${s as (typeof STATUSES)[number]}`) : s;
  return (
    <>
      <PageBanner
        locale={locale}
        title={dashboard.card.title}
        intro={dashboard.recordFile ? t('reference', { reference: dashboard.recordFile }) : undefined}
        trail={[
          { label: t('dashboardTitle'), href: getPathname({ locale, href: '/portal' }) },
          { label: dashboard.card.title },
        ]}
      />
      <div className="container-page space-y-10 py-10">
        <PortalHeader name={owner.name} locale={locale} logout={logoutAction} />
        <section aria-labelledby="visits">
          <h2 id="visits" className="mb-3 text-2xl font-semibold">
            {t('visits')}
          </h2>
          <VisitTotals visits={dashboard.visits} locale={locale} />
          <div className="mt-6">
            <VisitsChart series={dashboard.chart} locale={locale} />
          </div>
        </section>
        <PortalTable
          id="communications"
          title={t('communications')}
          empty={t('noCommunications')}
          headings={(['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const).map((c) =>
            t(`lead.${c}`),
          )}
          rows={dashboard.communications.map((lead) => [
            <span key="d" className="whitespace-nowrap">
              {formatDate(lead.at)}
            </span>,
            tForms.has(`titles.${lead.kind}` as never) ? tForms(`titles.${lead.kind}` as never) : lead.kind,
            lead.contact,
            lead.subject,
            lead.comment,
            t(`lead.${lead.status}`),
            lead.source === 'website' ? t('lead.website') : lead.source,
          ])}
        />
        <PortalTable
          id="media"
          title={t('media')}
          empty={t('noMedia')}
          headings={[t('portal'), t('date'), t('status')]}
          rows={dashboard.media.map((m) => [m.portal, formatDate(m.publishedAt), status(m.status)])}
        />
        <a href={getPathname({ locale, href: '/portal' })} className="btn btn-ghost">
          {t('back')}
        </a>
      </div>
    </>
  );
}
