import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { getDb } from '@/db/client';
import { alertBlocks, hasFailures, KEEPS_FAILING_AFTER, type Failures } from '@/domain/ops/alert-summary';
import { env } from '@/env';
import { defaultLocale } from '@/lib/content/languages';
import { kickMailSender } from '@/lib/mail/runner';
import { queueMails } from '@/lib/mail/queue';
import { mailTranslator, renderMail } from '@/lib/mail/render';
import { log } from '@/log';

/** One summary a day, whichever server gets there first (issue 32). */
const ALERT_LOCK = 7_406_392_313;
const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

type Row = Record<string, unknown>;

/** What kept failing since `since`: the facts the summary states. */
async function collectFailures(db: Pick<Db, 'execute'>, since: Date): Promise<Failures> {
  const after = since.toISOString();
  const [mail, deliveries, files, examples, runs] = await Promise.all([
    db.execute<Row>(sql`
      select count(*)::int as waiting,
             (select last_error from mail_queue where status = 'pending' and attempts >= ${KEEPS_FAILING_AFTER}
              order by next_attempt_at desc limit 1) as last_error
      from mail_queue where status = 'pending' and attempts >= ${KEEPS_FAILING_AFTER}`),
    db.execute<Row>(sql`
      select connector, count(*)::int as waiting,
             (array_agg(last_error order by next_attempt_at desc))[1] as last_error
      from lead_deliveries where status = 'pending' and attempts >= ${KEEPS_FAILING_AFTER}
      group by connector order by connector`),
    db.execute<Row>(
      sql`select count(*)::int as failed from remote_files where status = 'failed' and updated_at >= ${after}`,
    ),
    db.execute<Row>(sql`
      select coalesce(error, 'failed') as line from remote_files
      where status = 'failed' and updated_at >= ${after} order by updated_at desc limit 5`),
    db.execute<Row>(sql`
      select connector, count(*)::int as failed, (array_agg(error order by started_at desc))[1] as last_error
      from connector_runs where outcome = 'failed' and started_at >= ${after}
      group by connector order by connector`),
  ]);
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    mail: { waiting: Number(mail.rows[0]?.waiting ?? 0), lastError: text(mail.rows[0]?.last_error) },
    deliveries: deliveries.rows.map((r) => ({
      connector: String(r.connector),
      waiting: Number(r.waiting),
      lastError: text(r.last_error),
    })),
    files: { failed: Number(files.rows[0]?.failed ?? 0), examples: examples.rows.map((r) => String(r.line)) },
    runs: runs.rows.map((r) => ({
      connector: String(r.connector),
      failed: Number(r.failed),
      lastError: text(r.last_error),
    })),
  };
}

/**
 * Queues the day's summary to `to` when something kept failing and no summary left in the last
 * 24 hours; under a lock, so that servers checking at the same moment queue one. True when queued.
 */
export async function queueDailyAlert(db: Db, to: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK})`);
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await tx.execute(
      sql`select 1 from mail_queue where purpose = 'alert' and created_at > ${since.toISOString()} limit 1`,
    );
    if (recent.rows.length) return false;
    const failures = await collectFailures(tx, since);
    if (!hasFailures(failures)) return false;
    const locale = defaultLocale();
    const t = mailTranslator(locale);
    const say = (key: string, values?: Record<string, string | number>) => t(`Alerts.${key}` as never, values as never);
    const site = new URL(env().SITE_URL).host;
    const { text, html } = renderMail(
      [{ lines: [say('intro', { site })] }, ...alertBlocks(failures, say)],
      say('footer'),
    );
    await queueMails(tx, [{ purpose: 'alert', locale, to, subject: say('subject', { site }), text, html }]);
    return true;
  });
}

/** Checks every hour on every server (instrumentation), with ALERT_EMAIL set. */
export function startAlerts(): void {
  const to = env().ALERT_EMAIL;
  const holder = globalThis as typeof globalThis & { __vitrineAlerts?: NodeJS.Timeout };
  if (!to || holder.__vitrineAlerts) return;
  const run = () =>
    void queueDailyAlert(getDb(), to)
      .then((queued) => {
        if (queued) {
          log.warn('alert', { summary: 'queued' });
          void kickMailSender();
        }
      })
      .catch((error: unknown) => log.error('alert', error));
  holder.__vitrineAlerts = setInterval(run, CHECK_EVERY_MS);
  holder.__vitrineAlerts.unref();
  setTimeout(run, 60_000).unref();
}
