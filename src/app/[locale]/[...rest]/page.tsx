import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { tabTitle } from '@/domain/format/tab-title';
import { alternatesFromPaths } from '@/i18n/metadata';
import { getPathname } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { defaultLocale } from '@/lib/content/languages';
import { applyPreview } from '@/lib/content/preview';
import { pick } from '@/domain/language/localized-text';
import { trailOf } from '@/lib/content/menu';
import { contentPath, findContentPage } from '@/lib/content/paths';
import { publicReads } from '@/lib/public-reads';
import { ContentPageView } from '@/components/pages/content-page-view';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Content pages at their per-language paths from the content's pages; anything else is the 404 page. */
async function resolve(params: Props['params']) {
  const { locale, rest } = await params;
  // Layout, page and metadata render side by side: each applies a staff member's preview itself.
  await applyPreview();
  const page = findContentPage(locale as AppLocale, rest.map(decode));
  return { locale: locale as AppLocale, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, page } = await resolve(params);
  // The 404's own tab title: the not-found boundary's metadata alone is replaced in the browser by
  // the layout's (the home's) as the page hydrates; the route's own metadata is kept.
  if (!page)
    return {
      title: (await getTranslations({ locale, namespace: 'NotFoundPage' }))('metaTitle'),
      robots: { index: false },
    };
  const { pages } = content();
  const seo = page.params.seo;
  const paths = Object.fromEntries(routing.locales.map((l) => [l, contentPath(pages, page, l) ?? undefined]));
  return {
    title: tabTitle(
      pick(seo.metaTitle, locale) || pick(seo.pageTitle, locale) || pick(page.params.title, locale),
      content().site.agency.name,
    ),
    description: pick(seo.description, locale) || pick(page.params.description, locale) || undefined,
    alternates: alternatesFromPaths(locale, paths),
    robots: seo.isActiveSEO === false ? { index: false } : undefined,
  };
}

export default async function ContentPage({ params }: Props) {
  const { locale, page } = await resolve(params);
  if (!page) notFound();
  setRequestLocale(locale);
  const trail = trailOf(page, locale).map((crumb, i, all) => (i === all.length - 1 ? { label: crumb.label } : crumb));
  const { pages } = content();
  const children = pages
    .filter((p) => p.parentId === page.id && p.status === 'Published')
    .sort((a, b) => a.sort - b.sort)
    .map((child) => ({
      label: pick(child.params.title, locale),
      href: `/${locale}${contentPath(pages, child, locale)}/`,
      description: pick(child.params.description, locale),
    }));
  const data = await publicReads.modules(page.params.modules, locale);
  // A vacancy (a page under the vacancies page) links to its job form (src/app/[locale]/vacancies/[slug]/apply).
  const parent = pages.find((p) => p.id === page.parentId);
  const slug = page.params.path?.[defaultLocale()];
  const applyHref =
    parent?.name === 'vacancies' && slug
      ? getPathname({ locale, href: { pathname: '/vacancies/[slug]/apply', params: { slug } } })
      : undefined;
  return (
    <ContentPageView
      page={page}
      locale={locale}
      trail={trail}
      subPages={children}
      modules={data}
      agency={content().site.agency}
      applyHref={applyHref}
    />
  );
}
