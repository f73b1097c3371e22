import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { importRequest } from '@/lib/catalogue/import-request';
import { invalidateCatalogue } from '@/lib/catalogue/invalidate';

/**
 * The agency software's feed (`npm run import -- feed.json` posts here): a list of properties,
 * checked whole, stored in one transaction, search demands mailed, cached pages refreshed. Needs IMPORT_TOKEN.
 */
export async function POST(request: NextRequest) {
  const { status, body } = await importRequest(env().IMPORT_TOKEN, request.headers.get('authorization'), request.headers.get('content-length'), () => request.text());
  // Lists and the pages of what changed are read again by the next visitor.
  if ('created' in body) invalidateCatalogue([...body.created, ...body.changed, ...body.withdrawn]);
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
