import 'server-only';
import { connectorLabel } from '@/domain/connectors/labels';
import { runLine } from '@/domain/connectors/run-line';
import { invalidate } from '@/lib/cache/invalidate';
import { feedTags } from '@/lib/feed/announce';
import { runConnector, type Source } from './run';
import { configuredOmnicasa } from './omnicasa/source';
import { configuredSweepBright } from './sweepbright/source';
import { configuredWhise } from './whise/source';

const CONNECTORS = {
  whise: { source: configuredWhise, settings: ['WHISE_USERNAME', 'WHISE_PASSWORD', 'WHISE_CLIENT_ID'] },
  omnicasa: { source: configuredOmnicasa, settings: ['OMNICASA_CUSTOMER_NAME', 'OMNICASA_CUSTOMER_PASSWORD'] },
  sweepbright: { source: configuredSweepBright, settings: ['SWEEPBRIGHT_CLIENT_ID', 'SWEEPBRIGHT_CLIENT_SECRET'] },
} satisfies Record<string, { source: () => Source | null; settings: string[] }>;

/**
 * `npm run sync -- --whise|--omnicasa|--sweepbright [--full]` (issue 30), run in the command's own
 * process on the site's database: the changes since the last good run (SweepBright: its events
 * still waiting), or the full comparison. A run under way on a server makes it stop (connector_runs).
 * The running servers hear what changed through PostgreSQL and send and fetch what it queued on
 * their schedules. Returns the lines to print and whether the run went well.
 */
export async function runConnectorCommand(
  name: keyof typeof CONNECTORS,
  full: boolean,
): Promise<{ lines: string[]; ok: boolean }> {
  const label = connectorLabel(name);
  const { source: configured, settings } = CONNECTORS[name];
  const source = configured();
  if (!source) return { ok: false, lines: [`${label} is not configured here (${settings.join(', ')})`] };
  if (full && !source.compares)
    return { ok: false, lines: [`${label} sends its changes itself: it has no list to compare (leave out --full)`] };
  const result = await runConnector(source, { full, announce: (summary) => invalidate(feedTags(summary)) });
  if (result.busy) return { ok: false, lines: [`a ${label} run is already under way`] };
  return {
    ok: result.outcome === 'ok',
    lines: [
      runLine(name, result),
      ...result.refused.map((line) => `  ${line}`),
      ...result.unplaced.map((line) => `  not placed: ${line}`),
    ],
  };
}
