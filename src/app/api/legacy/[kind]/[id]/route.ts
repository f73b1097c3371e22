import { NextResponse, type NextRequest } from 'next/server';
import { getPathname } from '@/i18n/navigation';
import { env } from '@/env';
import { legacyAddress } from '@/lib/catalogue/legacy';
import { entryLocaleFor, siteLanguages } from '@/lib/content/languages';

/**
 * The specification's /property/{id}/ and /project/{id}/ (rewritten here by the proxy): 301 to the
 * current address in the default language (or the browser's, when the agency lets it choose), or to the list when the id is unknown. The address is
 * built on SITE_URL, never on the request's own host (a cached permanent redirect must not point
 * at a Host header an attacker sent, or at the server's localhost).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id } = await params;
  const locale = entryLocaleFor(request.headers.get('accept-language'));
  const href = await legacyAddress(kind, id, locale);
  const url = new URL(
    getPathname({
      locale,
      href: href ?? (kind === 'project' ? '/projects' : '/for-sale'),
    }),
    env().SITE_URL,
  );
  url.search = request.nextUrl.search;
  const response = NextResponse.redirect(url, 301);
  if (siteLanguages().detectFromBrowser) response.headers.set('Vary', 'Accept-Language');
  return response;
}
