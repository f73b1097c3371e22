import { NextResponse, type NextRequest } from 'next/server';
import { isBot, parseVisitId } from '@/domain/visits';
import { countVisit } from '@/lib/stats/visits';

/**
 * The visit beacon of property pages (issue 7): counted on the server, no cookies, independent of
 * consent; bots are not counted. Always answers 204 so the beacon never shows an error.
 */
export async function POST(request: NextRequest) {
  if (isBot(request.headers.get('user-agent'))) return new NextResponse(null, { status: 204 });
  let id: number | null = null;
  try {
    const text = (await request.text()).slice(0, 100);
    id = parseVisitId(text.trim());
  } catch {
    id = null;
  }
  if (id !== null) await countVisit(id);
  return new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
