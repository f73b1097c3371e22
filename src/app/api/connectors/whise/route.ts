import type { NextRequest } from 'next/server';
import { answerRunRequest } from '@/lib/connectors/run-request';
import { configuredWhise } from '@/lib/connectors/whise/source';

/** A Whise run now (`npm run sync -- --whise [--full]`, issue 30; lib/connectors/run-request.ts). */
export function POST(request: NextRequest) {
  return answerRunRequest(request, 'whise', configuredWhise(), ['WHISE_USERNAME', 'WHISE_PASSWORD', 'WHISE_CLIENT_ID']);
}
