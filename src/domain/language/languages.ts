import { SITE_LOCALES, type SiteLocale } from './site-locales';

/**
 * The agency's language rules (issue 29): which languages the site shows, where `/` and the old
 * addresses go, which alternates a page announces and in which language the agency is written to.
 * The settings are `site.languages`, read at request time: no rebuild.
 */
type Languages = {
  default: SiteLocale;
  enabled: readonly SiteLocale[];
  detectFromBrowser?: boolean;
  agencyMail?: SiteLocale;
};

/** The enabled languages in the product's order (nl, fr, en), whatever order the settings list them in. */
export function enabledLocales(settings: Languages): SiteLocale[] {
  return SITE_LOCALES.filter((l) => settings.enabled.includes(l));
}

/** The enabled languages, the default first, then the others in the product's order: what the back office asks. */
export function defaultFirst(settings: Languages): SiteLocale[] {
  return [settings.default, ...enabledLocales(settings).filter((l) => l !== settings.default)];
}

/** `locale` when the site shows it, else its default: a stored preference (a staff member's language), a form's field. */
export function shownOr(settings: Languages, locale: string | null | undefined): SiteLocale {
  return locale && isEnabled(settings, locale) ? locale : settings.default;
}

export function isEnabled(settings: Languages, locale: string): locale is SiteLocale {
  return (settings.enabled as readonly string[]).includes(locale);
}

/**
 * The languages of an Accept-Language header, most wanted first (by q, then by order), as primary
 * subtags: "fr-BE,fr;q=0.9,en;q=0.8" → fr, en. A language refused with q=0, and "*", are left out.
 */
export function browserLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      const weight = q ? Number(q[1]) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((r) => /^[a-z]{2,8}$/.test(r.language) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(ranked.map((r) => r.language))];
}

/**
 * Where `/` and the specification's old addresses send a visitor: the default language, or, when
 * the agency lets the browser choose, the first of the browser's languages the site shows.
 */
export function entryLocale(settings: Languages, acceptLanguage: string | null | undefined): SiteLocale {
  if (settings.detectFromBrowser) {
    const wanted = browserLanguages(acceptLanguage).find((l) => isEnabled(settings, l));
    if (wanted) return wanted as SiteLocale;
  }
  return settings.default;
}

/** The language of the mails to the agency (new leads): its own choice, else the site's default. */
export function agencyMailLocale(settings: Languages): SiteLocale {
  return settings.agencyMail ?? settings.default;
}

/**
 * A page's hreflang alternates: one per enabled language that has the page (by its hreflang code),
 * and `x-default` to the default language's, when it has the page.
 */
export function alternateLinks(
  settings: Languages,
  paths: Partial<Record<SiteLocale, string>>,
  hreflang: Record<SiteLocale, string>,
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of enabledLocales(settings)) {
    const path = paths[locale];
    if (path) links[hreflang[locale]] = path;
  }
  const fallback = paths[settings.default];
  if (fallback && isEnabled(settings, settings.default)) links['x-default'] = fallback;
  return links;
}
