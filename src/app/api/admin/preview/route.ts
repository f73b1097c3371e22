import { cookies, draftMode } from 'next/headers';
import { getDb } from '@/db/client';
import { env } from '@/env';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { contentPath } from '@/lib/content/paths';
import { isDocName, PREVIEW_COOKIE } from '@/lib/content/preview';
import { previewContent, SITE_DOC } from '@/lib/content/store';
import { staffForRoute } from '@/lib/staff/guard';

function go(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { location: new URL(path, env().SITE_URL).toString(), 'cache-control': 'no-store' },
  });
}

function editorOf(doc: string): string {
  return `/admin/content/${doc === SITE_DOC ? 'site' : encodeURIComponent(doc.slice('page:'.length))}/`;
}

/**
 * `?doc=page:home&locale=fr`: a staff member sees that page in that language as its saved draft
 * would publish it (draft mode, only for them); `?exit=1` ends the preview and returns to the editor.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const staff = await staffForRoute('content');
  if (staff instanceof Response) return staff.status === 404 ? go('/admin/login/') : staff;
  const jar = await cookies();
  const mode = await draftMode();
  const doc = params.get('doc') ?? jar.get(PREVIEW_COOKIE)?.value ?? SITE_DOC;
  if (!isDocName(doc)) return go('/admin/content/');
  if (params.has('exit')) {
    mode.disable();
    jar.delete(PREVIEW_COOKIE);
    return go(editorOf(doc));
  }
  const preview = await previewContent(getDb(), doc);
  if (!preview) return go(editorOf(doc));
  // The staff member's language when the previewed site shows it, else the previewed default.
  const asked = params.get('locale') ?? '';
  const locale = (preview.site.languages.enabled as readonly string[]).includes(asked)
    ? (asked as AppLocale)
    : preview.site.languages.default;
  const page = preview.pages.find((p) => `page:${p.id}` === doc);
  const path = page?.route
    ? getPathname({ href: page.route, locale })
    : page && contentPath(preview.pages, page, locale)
      ? `/${locale}${contentPath(preview.pages, page, locale)}/`
      : `/${locale}/`;
  mode.enable();
  jar.set(PREVIEW_COOKIE, doc, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env().NODE_ENV === 'production' && env().SITE_URL.startsWith('https:'),
    path: '/',
  });
  return go(path);
}
