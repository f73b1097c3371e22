import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { connectorLabel } from '@/domain/connectors/labels';
import { env } from '@/env';
import { tokenMatches } from '@/lib/feed/request';
import { runNow } from './runner';
import type { Source } from './run';

/**
 * A run of a connector now (`npm run sync -- --whise|--omnicasa|--sweepbright [--full]`, issue 30):
 * the changes since the last good run (for SweepBright, its events still waiting), or with
 * `?full=1` the full comparison (a software that pulls); answers what the run did. The import token, as for POST /api/import/. 404 when the software is not configured (its
 * settings named), 409 when a run is already under way, 502 when the run failed.
 */
export async function answerRunRequest(
  request: NextRequest,
  name: string,
  source: Source | null,
  settings: string[],
): Promise<NextResponse> {
  const noStore = { 'Cache-Control': 'no-store' };
  const token = env().IMPORT_TOKEN;
  if (!token)
    return NextResponse.json(
      { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] },
      { status: 404, headers: noStore },
    );
  if (!tokenMatches(request.headers.get('authorization'), token))
    return NextResponse.json({ errors: ['missing or wrong import token'] }, { status: 401, headers: noStore });
  const label = connectorLabel(name);
  if (!source)
    return NextResponse.json(
      { errors: [`${label} is not configured on this server (${settings.join(', ')})`] },
      { status: 404, headers: noStore },
    );
  const full = request.nextUrl.searchParams.get('full') === '1';
  if (full && !source.compares)
    return NextResponse.json(
      { errors: [`${label} sends its changes itself: it has no list to compare (leave out --full)`] },
      { status: 400, headers: noStore },
    );
  const result = await runNow(source, full);
  if (result.busy)
    return NextResponse.json({ errors: [`a ${label} run is already under way`] }, { status: 409, headers: noStore });
  return NextResponse.json(result, { status: result.outcome === 'ok' ? 200 : 502, headers: noStore });
}
