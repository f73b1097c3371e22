import { issueChallenge } from '@/lib/captcha/pow';

export const dynamic = 'force-dynamic';

/** A fresh signed proof-of-work challenge for the form widget; never cached. */
export async function GET() {
  return Response.json(await issueChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}
