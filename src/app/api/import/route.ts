import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor } from '@/lib/cache/tags';
import { kickMailSender } from '@/lib/mail/runner';
import { kickFileFetcher } from '@/lib/files/runner';
import { feedRequest } from '@/lib/feed/request';

/**
 * The agency software's feed (docs/feed.md; `npm run import -- feed.json` posts here): properties,
 * projects and owners, checked whole, stored in one transaction, search demands mailed, new owners
 * invited, cached pages refreshed. `?partial=1` stores the good records of a feed with refused
 * ones. Needs IMPORT_TOKEN.
 */
export async function POST(request: NextRequest) {
  const { status, body } = await feedRequest(env().IMPORT_TOKEN, {
    authorization: request.headers.get('authorization'),
    contentLength: request.headers.get('content-length'),
    partial: request.nextUrl.searchParams.get('partial') === '1',
    read: () => request.text(),
  });
  if ('created' in body) {
    // Lists and the pages of what changed are read again by the next visitor (projects' pages too).
    const touched = [...body.created, ...body.changed, ...body.withdrawn];
    const projectsTouched = body.projects.created.length + body.projects.changed.length > 0;
    if (touched.length || projectsTouched) await invalidate(catalogueTagsFor(projectsTouched ? undefined : touched));
    if (body.mailsQueued || body.owners.invited) void kickMailSender();
    if (body.filesQueued) kickFileFetcher();
  }
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
