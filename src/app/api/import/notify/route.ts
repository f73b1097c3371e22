import { sql } from 'drizzle-orm';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { env } from '@/env';
import { SYNC_CHANNEL } from '@/lib/feed/pull';
import { tokenMatches } from '@/lib/feed/request';

const Body = z.object({ ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(5_000).default([]) }).strict();

/**
 * The agency's software says something changed (`{"ids": [5120, 5121]}`, or `{}` for "read it
 * all"): the pull of SYNC_URL (run by the site, lib/feed/pull-schedule.ts) is told through PostgreSQL's
 * NOTIFY and reads the feed at once, with the ids in its address when it has a `{ids}` place.
 * 202: the run happens in the background. The import token, as for POST /api/import/.
 */
export async function POST(request: NextRequest) {
  const token = env().IMPORT_TOKEN;
  if (!token)
    return NextResponse.json(
      { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] },
      { status: 404 },
    );
  if (!tokenMatches(request.headers.get('authorization'), token))
    return NextResponse.json({ errors: ['missing or wrong import token'] }, { status: 401 });
  let body: z.infer<typeof Body>;
  try {
    body = Body.parse(JSON.parse((await request.text()).slice(0, 200_000) || '{}'));
  } catch {
    return NextResponse.json({ errors: ['expected {"ids": [a list of property ids]} or {}'] }, { status: 400 });
  }
  // A NOTIFY payload is limited to 8000 bytes: a long list becomes "read it all".
  const payload = JSON.stringify(body.ids.length > 500 ? {} : { ids: body.ids });
  await getDb().execute(sql`select pg_notify(${SYNC_CHANNEL}, ${payload})`);
  return NextResponse.json({ accepted: body.ids.length }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
}
