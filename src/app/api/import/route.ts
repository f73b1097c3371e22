import { NextResponse, type NextRequest } from 'next/server';
import { importRequest } from '@/lib/catalogue/import-request';

/**
 * The agency software's feed (`npm run import -- feed.json` posts here): a list of properties,
 * checked whole, stored in one transaction, search demands mailed. Needs IMPORT_TOKEN.
 */
export async function POST(request: NextRequest) {
  const { status, body } = await importRequest(request.headers.get('authorization'), request.headers.get('content-length'), () => request.text());
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}
