import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { storageWritable } from '@/lib/files/storage';
import { checkReadiness } from '@/lib/ops/readiness';
import type { Readiness } from '@/domain/ops/readiness';

export const dynamic = 'force-dynamic';

/** One check at a time, its answer shared for a second: a flood of probes costs one query a second. */
const SHARED_MS = 1_000;
let last: { at: number; answer: Promise<Readiness> } | undefined;

/**
 * `GET /readyz` (the edge sends it here, src/server/edge.ts): 200 when this server can serve, 503
 * when not, with the state of each check (issue 32, decision 026). Never cached.
 */
export function GET() {
  if (!last || Date.now() - last.at > SHARED_MS)
    last = { at: Date.now(), answer: checkReadiness({ db: getDb(), storageWritable }) };
  return last.answer.then(({ status, httpStatus, checks }) =>
    NextResponse.json({ status, checks }, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } }),
  );
}
