import Link from 'next/link';
import { getDb } from '@/db/client';
import { formatDateTime } from '@/domain/format/dates';
import { connectorOverview, type ConnectorView } from '@/lib/connectors/overview';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { connectorRunAction } from './actions';

type Props = { searchParams: Promise<{ done?: string }> };
type Run = ConnectorView['runs'][number];
type Summary = {
  created?: number[];
  changed?: number[];
  withdrawn?: number[];
  unchanged?: number[];
  filesQueued?: number;
};
const NOTICES = ['ran', 'failed', 'busy', 'unknown'] as const;

/** The agency software connected to the site (issue 30): admins only. Each connector's runs, what they changed and refused. */
export default async function ConnectorsPage({ searchParams }: Props) {
  const admin = await requireSection('connectors');
  const t = await adminTexts(admin.locale);
  const connectors = await connectorOverview(getDb());
  const raw = (await searchParams).done;
  const done = NOTICES.find((n) => n === raw);
  const counts = (run: Run) => {
    const s = (run.summary ?? {}) as Summary;
    return t('connectorCounts', {
      created: s.created?.length ?? 0,
      changed: s.changed?.length ?? 0,
      withdrawn: s.withdrawn?.length ?? 0,
      unchanged: s.unchanged?.length ?? 0,
      files: s.filesQueued ?? 0,
    });
  };
  const list = (title: string, items: string[], testId: string) =>
    items.length > 0 && (
      <details className="rounded-lg border border-line p-3" data-testid={testId}>
        <summary className="cursor-pointer font-medium">
          {title} ({items.length})
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </details>
    );
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-3xl">{t('navConnectors')}</h1>
      <p>{t('connectorsIntro')}</p>
      {done && (
        <p
          role={done === 'ran' ? 'status' : 'alert'}
          className={`rounded-lg border p-3 ${done === 'ran' ? 'border-brand bg-brand-light' : 'border-danger bg-danger-bg'}`}
        >
          {t(`connectorDone_${done}`)}
        </p>
      )}
      {connectors.length === 0 && <p className="rounded-lg border border-line bg-white p-4">{t('connectorsNone')}</p>}
      {connectors.map((c) => {
        const last = c.runs[0];
        return (
          <section
            key={c.name}
            aria-labelledby={`connector-${c.name}`}
            className="space-y-4 rounded-xl border border-line bg-white p-4"
            data-testid={`connector-${c.name}`}
          >
            <h2 id={`connector-${c.name}`} className="text-2xl">
              {c.label}
            </h2>
            <p>{t('connectorListings', { count: c.listings })}</p>
            {last ? (
              <div className="space-y-3">
                <p data-testid="connector-last">
                  <strong>{t('connectorLastRun')}</strong> {formatDateTime(last.startedAt)} ·{' '}
                  {t(last.full ? 'connectorKindFull' : 'connectorKindChanges')} ·{' '}
                  {t(`connectorOutcome_${last.outcome as 'ok'}`)}
                  {last.outcome === 'ok' && <> · {counts(last)}</>}
                </p>
                {last.error && (
                  <p role="alert" className="rounded-lg border border-danger bg-danger-bg p-3 break-words">
                    {t('connectorError')} {last.error}
                  </p>
                )}
                {list(t('connectorWarnings'), last.warnings, 'connector-warnings')}
                {list(t('connectorRefused'), last.refused, 'connector-refused')}
                {list(t('connectorUnplaced'), last.unplaced, 'connector-unplaced')}
                {list(t('connectorNotShown'), last.notShown, 'connector-not-shown')}
                {last.legalGaps.length > 0 && (
                  <p data-testid="connector-legal">
                    {t('connectorLegalGaps', { count: last.legalGaps.length })}{' '}
                    <Link href="/admin/legal/" className="underline">
                      {t('navLegal')}
                    </Link>
                  </p>
                )}
              </div>
            ) : (
              <p>{t('connectorNeverRan')}</p>
            )}
            <form action={connectorRunAction} className="flex flex-wrap gap-2">
              <input type="hidden" name="connector" value={c.name} />
              <button type="submit" className="btn btn-primary">
                {t('connectorRunChanges')}
              </button>
              {c.compares && (
                <button type="submit" name="full" value="1" className="btn btn-secondary">
                  {t('connectorRunFull')}
                </button>
              )}
            </form>
            {c.runs.length > 1 && (
              <details>
                <summary className="cursor-pointer font-medium">{t('connectorHistory')}</summary>
                <ul className="mt-2 divide-y divide-line text-sm">
                  {c.runs.map((run) => (
                    <li key={run.id} className="py-2">
                      {formatDateTime(run.startedAt)} · {t(run.full ? 'connectorKindFull' : 'connectorKindChanges')} ·{' '}
                      {t(`connectorOutcome_${run.outcome as 'ok'}`)}
                      {run.outcome === 'ok' ? ` · ${counts(run)}` : run.error ? ` · ${run.error}` : ''}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </section>
        );
      })}
    </div>
  );
}
