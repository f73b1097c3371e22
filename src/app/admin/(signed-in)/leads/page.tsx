import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { getDb } from '@/db/client';
import { formatDateTime } from '@/domain/format/dates';
import type { DeliveryState } from '@/domain/ops/delivery';
import { leadFilterFrom, leadKinds, leads } from '@/lib/backoffice/leads';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { resendAction } from './actions';
import { connectorLabel } from '@/domain/connectors/labels';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const BADGE: Record<DeliveryState | 'none', string> = {
  none: 'border-line bg-sand',
  sent: 'border-brand bg-brand-light',
  waiting: 'border-line bg-sand',
  retrying: 'border-warning bg-warning-bg',
  failed: 'border-danger bg-danger-bg text-danger-ink',
};

/** The date does not wrap; the message is clamped to a readable width. */
const CELL_CLASSES = ['whitespace-nowrap', undefined, undefined, undefined, 'max-w-80', undefined];

export default async function LeadsPage({ searchParams }: Props) {
  const params = await searchParams;
  const filter = leadFilterFrom(params);
  const staff = await requireSection('leads');
  const t = await adminTexts(staff.locale);
  const forms = await getTranslations({ locale: staff.locale, namespace: 'LeadForms.titles' });
  const db = getDb();
  const [rows, kinds] = await Promise.all([leads(db, filter), leadKinds(db)]);
  const columns = [t('colDate'), t('colForm'), t('colProperty'), t('colPerson'), t('colMessage'), t('colMails')];
  const formName = (kind: string) => (forms.has(kind as 'contact') ? forms(kind as 'contact') : kind);
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ).toString();
  const done =
    params.done === 'resent'
      ? t('resent')
      : params.done === 'resentSoftware'
        ? t('resentSoftware')
        : params.done === 'missing'
          ? t('stale')
          : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('navLeads')}</h1>
      <p className="max-w-3xl">{t('leadsIntro')}</p>
      {done && (
        <p role="status" className="rounded-lg border border-brand bg-brand-light p-3">
          {done}
        </p>
      )}
      <ListFilter
        values={filter}
        csvHref={`/api/admin/leads/${query ? `?${query}` : ''}`}
        texts={{
          words: t('filterWords'),
          from: t('filterFrom'),
          to: t('filterTo'),
          filter: t('filter'),
          exportCsv: t('exportCsv'),
        }}
      >
        <label className="block">
          <span className="mb-1 block text-sm font-medium">{t('filterForm')}</span>
          <select name="kind" defaultValue={filter.kind ?? ''} className="field">
            <option value="">{t('allForms')}</option>
            {kinds.map((k) => (
              <option key={k} value={k}>
                {formName(k)}
              </option>
            ))}
          </select>
        </label>
      </ListFilter>
      <p className="text-muted">{t('leadsCount', { count: rows.length })}</p>
      {rows.length === 0 ? (
        <p>{t('noLeads')}</p>
      ) : (
        <DataTable
          label={t('navLeads')}
          columns={columns.map((label, i) => ({ label, className: CELL_CLASSES[i] }))}
          rows={rows.map((lead) => ({
            key: lead.id,
            cells: [
              <>
                <Link href={`/admin/leads/${lead.id}/`} className="underline">
                  {formatDateTime(lead.createdAt)}
                  <span className="sr-only"> · {t('openLead')}</span>
                </Link>
              </>,
              formName(lead.kind),
              <>
                {/* The property by the reference visitors see, linked to its page (issue 31). */}
                {lead.propertyId !== null ? (
                  <a href={`/property/${lead.propertyId}/`} target="_blank" rel="noopener" className="underline">
                    {lead.reference}
                  </a>
                ) : lead.projectId !== null ? (
                  <a href={`/project/${lead.projectId}/`} target="_blank" rel="noopener" className="underline">
                    {lead.projectId}
                  </a>
                ) : null}
              </>,
              <>
                <span className="block font-medium">{lead.name}</span>
                {lead.email && (
                  <a href={`mailto:${lead.email}`} className="block underline">
                    {lead.email}
                  </a>
                )}
                {lead.phone && <span className="block">{lead.phone}</span>}
              </>,
              <>
                <p className="line-clamp-4 whitespace-pre-line">{lead.message}</p>
              </>,
              <>
                <ul className="space-y-2">
                  {lead.mails.map((m) => (
                    <li key={m.id} className="flex flex-wrap items-center gap-2">
                      <span
                        className={`rounded-full border px-2 py-0.5 ${BADGE[m.state]}`}
                        title={m.lastError ?? undefined}
                      >
                        {t(`state_${m.state}`)}
                      </span>
                      <span>
                        {t(`purpose_${m.purpose as 'agency'}`)} · {t('mailTo', { to: m.to })}
                      </span>
                      {m.state !== 'waiting' && (
                        <form action={resendAction}>
                          <input type="hidden" name="mail" value={m.id} />
                          <input type="hidden" name="back" value={query} />
                          <button type="submit" className="btn btn-secondary px-2 py-0.5 text-xs">
                            {t('resend')}
                            <span className="sr-only"> ({m.to})</span>
                          </button>
                        </form>
                      )}
                    </li>
                  ))}
                  {lead.software.map((d) => (
                    <li
                      key={`software-${d.id}`}
                      className="flex flex-wrap items-center gap-2"
                      data-testid="software-delivery"
                    >
                      <span className={`rounded-full border px-2 py-0.5 ${BADGE[d.state]}`}>
                        {t(d.state === 'none' ? 'softwareNone' : `state_${d.state}`)}
                      </span>
                      <span>{t('softwareTo', { software: connectorLabel(d.connector) })}</span>
                      {d.lastError && d.state !== 'sent' && (
                        <span className="block w-full break-words text-xs text-muted">{d.lastError}</span>
                      )}
                      {(d.state === 'retrying' || d.state === 'failed') && (
                        <form action={resendAction}>
                          <input type="hidden" name="delivery" value={d.id} />
                          <input type="hidden" name="back" value={query} />
                          <button type="submit" className="btn btn-secondary px-2 py-0.5 text-xs">
                            {t('resend')}
                            <span className="sr-only"> ({connectorLabel(d.connector)})</span>
                          </button>
                        </form>
                      )}
                    </li>
                  ))}
                </ul>
              </>,
            ],
          }))}
        />
      )}
    </div>
  );
}
