import 'server-only';
import { cookies, headers } from 'next/headers';
import { CONSENT_COOKIE, isPreviewAddress, parseConsent, type ConsentCategory } from '@/domain/consent';
import { URL_HEADER } from './url-header';

/** The visitor's stored consent and whether this is a preview address (no banner, no tracking). */
export async function requestConsent(): Promise<{ categories: ConsentCategory[] | null; preview: boolean }> {
  const [jar, list] = await Promise.all([cookies(), headers()]);
  return {
    categories: parseConsent(jar.get(CONSENT_COOKIE)?.value),
    preview: isPreviewAddress(list.get(URL_HEADER) ?? ''),
  };
}
