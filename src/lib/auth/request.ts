import 'server-only';
import { headers } from 'next/headers';

/** The visitor's address for rate limits: the first X-Forwarded-For hop set by our proxy/CDN. */
export async function clientAddress(): Promise<string> {
  const list = await headers();
  const forwarded = list.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || list.get('x-real-ip') || 'unknown';
}
