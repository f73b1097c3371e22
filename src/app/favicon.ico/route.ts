import { iconResponse } from '@/lib/brand/icons';

export const dynamic = 'force-dynamic';

/** What a browser asks for without a link in the page (a PDF, an error): the same favicon. */
export async function GET() {
  return iconResponse('favicon.ico', null);
}
