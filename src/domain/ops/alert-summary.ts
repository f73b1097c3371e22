/**
 * The daily summary of what kept failing (issue 32, ALERT_EMAIL): mail the mail server keeps
 * refusing, leads the agency software keeps refusing, photos and documents that could not be
 * fetched, connector runs that failed. Only sent when something failed. Pure: the facts in, the
 * mail's lines out; the words come from the translator (messages/*.json, Alerts).
 */
import { scrub } from './log-line';

export type Failures = {
  mail: { waiting: number; lastError: string | null };
  deliveries: { connector: string; waiting: number; lastError: string | null }[];
  files: { failed: number; examples: string[] };
  runs: { connector: string; failed: number; lastError: string | null }[];
};

/** A job "keeps failing" from its third attempt. */
export const KEEPS_FAILING_AFTER = 3;

export function hasFailures(f: Failures): boolean {
  return f.mail.waiting > 0 || f.deliveries.length > 0 || f.files.failed > 0 || f.runs.length > 0;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;
export type AlertBlock = { heading: string; lines: string[] };

/** An error as a summary may show it: masked like a log line, one line, at most 300 characters. */
const reason = (error: string | null) => scrub((error ?? '').replace(/\s+/g, ' ').trim()).slice(0, 300);

export function alertBlocks(f: Failures, t: Translate): AlertBlock[] {
  const blocks: AlertBlock[] = [];
  const withReason = (line: string, error: string | null) =>
    error ? `${line} ${t('lastError', { error: reason(error) })}` : line;
  if (f.mail.waiting > 0)
    blocks.push({
      heading: t('mailHeading'),
      lines: [withReason(t('mailWaiting', { count: f.mail.waiting }), f.mail.lastError)],
    });
  if (f.deliveries.length)
    blocks.push({
      heading: t('deliveriesHeading'),
      lines: f.deliveries.map((d) =>
        withReason(t('deliveriesWaiting', { count: d.waiting, software: d.connector }), d.lastError),
      ),
    });
  if (f.files.failed > 0)
    blocks.push({
      heading: t('filesHeading'),
      lines: [
        t('filesFailed', { count: f.files.failed }),
        ...f.files.examples.map((e) => `– ${scrub(e).slice(0, 200)}`),
      ],
    });
  if (f.runs.length)
    blocks.push({
      heading: t('runsHeading'),
      lines: f.runs.map((r) => withReason(t('runsFailed', { count: r.failed, software: r.connector }), r.lastError)),
    });
  return blocks;
}
