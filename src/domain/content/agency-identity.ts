import { tabTitle } from '../format/tab-title';

/**
 * How a page names the agency (issue 29): what the agency wrote in its settings or on its content
 * page wins; else a translated default that names the agency by its settings, never a place.
 */

type PerLanguage = { nl?: string; fr?: string; en?: string; de?: string };

/**
 * The setting in the page's language when the agency wrote one, else the translated default.
 * Never another language's setting: a French page shows the French default rather than Dutch.
 */
export function settingOr(setting: PerLanguage | undefined, locale: string, fallback: string): string {
  const value = setting?.[locale as keyof PerLanguage]?.trim();
  return value || fallback;
}

/** The SEO fields of the content page an app page belongs to (its `params.seo`). */
type PageSeo = { metaTitle?: PerLanguage; description?: PerLanguage };

export type AppPageTitle = { title: string | { absolute: string }; description?: string };

/**
 * An app page's title and description (lists, projects, contact, forms…): its content page's
 * `metaTitle` and `description` in the page's language when written, else the page's own
 * defaults. A written title that names the agency already stands as written, without the
 * template (see tabTitle); a missing description is left out, so the site's default applies.
 */
export function appPageTitle(
  seo: PageSeo | undefined,
  locale: string,
  agency: string,
  fallback: { title: string; description?: string },
): AppPageTitle {
  const title = settingOr(seo?.metaTitle, locale, '');
  const description = settingOr(seo?.description, locale, fallback.description ?? '');
  return {
    title: title ? tabTitle(title, agency) : fallback.title,
    ...(description ? { description } : {}),
  };
}
