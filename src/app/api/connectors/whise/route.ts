import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { runNow } from '@/lib/connectors/runner';
import { configuredWhise } from '@/lib/connectors/whise/source';
import { tokenMatches } from '@/lib/feed/request';

/**
 * A Whise run now (`npm run sync -- --whise [--full]`, issue 30): the changes since the last good
 * run, or with `?full=1` the full comparison; answers what the run did. The import token, as for
 * POST /api/import/. 404 when Whise is not configured, 409 when a run is already under way.
 */
export async function POST(request: NextRequest) {
  const noStore = { 'Cache-Control': 'no-store' };
  const token = env().IMPORT_TOKEN;
  if (!token)
    return NextResponse.json(
      { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] },
      { status: 404, headers: noStore },
    );
  if (!tokenMatches(request.headers.get('authorization'), token))
    return NextResponse.json({ errors: ['missing or wrong import token'] }, { status: 401, headers: noStore });
  const source = configuredWhise();
  if (!source)
    return NextResponse.json(
      { errors: ['Whise is not configured on this server (WHISE_USERNAME, WHISE_PASSWORD, WHISE_CLIENT_ID)'] },
      { status: 404, headers: noStore },
    );
  const result = await runNow(source, request.nextUrl.searchParams.get('full') === '1');
  if (result.busy)
    return NextResponse.json({ errors: ['a Whise run is already under way'] }, { status: 409, headers: noStore });
  return NextResponse.json(result, { status: result.outcome === 'ok' ? 200 : 502, headers: noStore });
}
