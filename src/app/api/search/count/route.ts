import { NextResponse, type NextRequest } from 'next/server';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { parseListQuery } from '@/domain/search/search-form';
import { routing } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';

/**
 * How many properties a list's filters find, with the apply button's text in the page's language
 * (the phone's filter sheet: choose several filters, see the count, apply once). The query is read
 * as the list page reads its own (bad values are ignored); the answer is public and short-lived.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = params.get('locale') ?? '';
  if (!hasLocale(routing.locales, locale)) return NextResponse.json({ error: 'locale' }, { status: 400 });
  const goal = params.get('goal') === '1' ? 1 : 0;
  const query = parseListQuery(params, goal);
  try {
    const [{ total }, t] = await Promise.all([
      publicReads.search(goal, { ...query, page: 1 }, locale),
      getTranslations({ locale, namespace: 'SearchFilters' }),
    ]);
    return NextResponse.json(
      { total, label: t('showCount', { count: total }) },
      { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } },
    );
  } catch {
    // The database is away: the sheet keeps its plain "show results" button.
    return NextResponse.json(
      { error: 'unavailable' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } },
    );
  }
}
