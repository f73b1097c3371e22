import type { NextRequest } from 'next/server';
import { answerRunRequest } from '@/lib/connectors/run-request';
import { configuredOmnicasa } from '@/lib/connectors/omnicasa/source';

/** An Omnicasa run now (`npm run sync -- --omnicasa [--full]`, issue 30; lib/connectors/run-request.ts). */
export function POST(request: NextRequest) {
  return answerRunRequest(request, 'omnicasa', configuredOmnicasa(), [
    'OMNICASA_CUSTOMER_NAME',
    'OMNICASA_CUSTOMER_PASSWORD',
  ]);
}
