import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { announceFeed } from '@/lib/feed/announce';
import { feedRequest, MAX_FEED_BYTES } from '@/lib/feed/request';
import { readAtMost } from '@/lib/security/read-at-most';

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
    // A body sent without a length is read to one byte over the limit, never whole.
    read: async () => (await readAtMost(request.body, MAX_FEED_BYTES)).toString('utf8'),
  });
  if ('created' in body) await announceFeed(body);
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
