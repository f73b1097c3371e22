import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/env';
import { tokenMatches } from '@/lib/feed/request';
import { fileStatus } from '@/lib/files/worker';

/**
 * Where the background fetch of the feed's photos and documents stands (the import token, as for
 * POST /api/import/): `{ pending, ready, failed: ["properties (id 8801) photos: https://…: the host answered 404"] }`.
 * `npm run import` shows it as a progress bar until nothing is pending.
 */
export async function GET(request: NextRequest) {
  const token = env().IMPORT_TOKEN;
  if (!token)
    return NextResponse.json(
      { errors: ['the import is not enabled on this server (IMPORT_TOKEN is not set)'] },
      { status: 404 },
    );
  if (!tokenMatches(request.headers.get('authorization'), token))
    return NextResponse.json({ errors: ['missing or wrong import token'] }, { status: 401 });
  return NextResponse.json(await fileStatus(), { headers: { 'Cache-Control': 'no-store' } });
}
