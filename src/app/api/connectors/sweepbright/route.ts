import { after, NextResponse, type NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { checkHook, MAX_HOOK_BYTES } from '@/domain/connectors/sweepbright-hook';
import { env } from '@/env';
import { runNow } from '@/lib/connectors/runner';
import { readAtMost } from '@/lib/security/read-at-most';
import { pruneHookEvents, storeHookEvent } from '@/lib/connectors/sweepbright/events';
import { configuredSweepBright } from '@/lib/connectors/sweepbright/source';

/**
 * SweepBright's webhook (issue 30; the address to register with SweepBright: docs/connectors.md).
 * The signature is checked in constant time, the event stored once (a replay: 409) and answered
 * 202 at once; the estate is read and applied in the background, retried until it is. 401 for a
 * wrong signature, 400 for a body that is not an event, 413 over 16 KB, 404 when SweepBright is
 * not configured here.
 */
export async function POST(request: NextRequest) {
  const headers = { 'Cache-Control': 'no-store' };
  const secret = env().SWEEPBRIGHT_CLIENT_SECRET;
  const source = configuredSweepBright();
  if (!secret || !source)
    return NextResponse.json({ errors: ['SweepBright is not configured on this server'] }, { status: 404, headers });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_HOOK_BYTES)
    return NextResponse.json({ errors: ['the event is larger than 16 KB'] }, { status: 413, headers });
  // Chunked bodies too: at most one byte over the limit is ever held.
  const body = await readAtMost(request.body, MAX_HOOK_BYTES);
  if (body.length > MAX_HOOK_BYTES)
    return NextResponse.json({ errors: ['the event is larger than 16 KB'] }, { status: 413, headers });
  const check = checkHook(body, request.headers.get('x-hook-signature'), secret);
  if (!check.ok) return NextResponse.json({ errors: [check.reason] }, { status: check.status, headers });
  const db = getDb();
  const stored = await storeHookEvent(db, check.hook);
  if (stored === null)
    return NextResponse.json({ errors: ['this event was already received (a replay)'] }, { status: 409, headers });
  after(async () => {
    await runNow(source);
    await pruneHookEvents(db);
  });
  return NextResponse.json({ accepted: stored }, { status: 202, headers });
}
