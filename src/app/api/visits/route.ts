import { NextResponse, type NextRequest } from 'next/server';
import { isBot, parseVisitId } from '@/domain/stats/visits';
import { takeRateLimit } from '@/lib/leads/rate-limit';
import { clientAddressOf } from '@/domain/edge/client-address';
import { edgeRuns } from '@/process-bridge';
import { countVisit } from '@/lib/stats/visits';

/** Beacons one address may send an hour, whatever the properties (a visitor reads a few dozen pages). */
const PER_HOUR = 120;

/**
 * The visit beacon of property pages (issue 7): counted on the server, no cookies, independent of
 * consent; bots are not counted, nor an address already counted today for that property, whatever browser it names (issues 17, 33).
 * A post from another website (the browser says so in Sec-Fetch-Site) is refused with 403; every
 * other answer is 204, so the beacon never shows an error.
 */
export async function POST(request: NextRequest) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return new NextResponse(null, { status: 403 });
  const agent = request.headers.get('user-agent');
  const done = new NextResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  if (isBot(agent)) return done;
  let id: number | null = null;
  try {
    id = parseVisitId((await request.text()).slice(0, 100).trim());
  } catch {
    id = null;
  }
  if (id === null) return done;
  const address = clientAddressOf(request.headers, edgeRuns());
  if (!(await takeRateLimit(`visits:${address}`, PER_HOUR, 60 * 60_000))) return done;
  await countVisit(id, address);
  return done;
}
