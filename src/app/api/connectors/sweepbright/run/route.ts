import type { NextRequest } from 'next/server';
import { answerRunRequest } from '@/lib/connectors/run-request';
import { configuredSweepBright } from '@/lib/connectors/sweepbright/source';

/**
 * The SweepBright events still waiting, processed now (`npm run sync -- --sweepbright`, issue 30;
 * lib/connectors/run-request.ts). SweepBright pushes: there is no list to compare (`?full=1`: 400).
 */
export function POST(request: NextRequest) {
  return answerRunRequest(request, 'sweepbright', configuredSweepBright(), [
    'SWEEPBRIGHT_CLIENT_ID',
    'SWEEPBRIGHT_CLIENT_SECRET',
  ]);
}
