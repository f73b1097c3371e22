import { SITE_LOCALES, type SiteLocale } from '../language/site-locales';

/**
 * A starter folder made an agency's in its own languages (`npm run agency -- new DIR --languages
 * de,fr`): every text keeps only those languages, so neither the folder nor the back office shows
 * a field in another one (decision 031), and the site's languages are set with the first as default.
 */

/** The languages asked for, in order, or the problem in plain words. */
export function parseLanguageList(text: string): SiteLocale[] | string {
  const asked = text
    .split(',')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((l) => !(SITE_LOCALES as readonly string[]).includes(l));
  if (!asked.length) return `--languages: name at least one of ${SITE_LOCALES.join(', ')}`;
  if (unknown.length) return `--languages: ${unknown.join(', ')} is not one of ${SITE_LOCALES.join(', ')}`;
  if (new Set(asked).size !== asked.length) return '--languages: each language only once';
  return asked as SiteLocale[];
}

/** A text per language: an object with at least one language's key and only languages or `public` besides. */
function isTexts(record: Record<string, unknown>): boolean {
  const keys = Object.keys(record);
  const languages = keys.filter((k) => (SITE_LOCALES as readonly string[]).includes(k));
  return languages.length > 0 && keys.every((k) => languages.includes(k) || k === 'public');
}

/** The document with every text in the kept languages only. */
export function keepLanguages(node: unknown, keep: readonly SiteLocale[]): unknown {
  if (Array.isArray(node)) return node.map((item) => keepLanguages(item, keep));
  if (!node || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  const texts = isTexts(record);
  return Object.fromEntries(
    Object.entries(record)
      .filter(([key]) => !texts || key === 'public' || keep.includes(key as SiteLocale))
      .map(([key, value]) => [key, keepLanguages(value, keep)]),
  );
}

/** site.json in the agency's languages: its texts, and its language settings with the first as default. */
export function siteInLanguages(site: Record<string, unknown>, keep: readonly SiteLocale[]): Record<string, unknown> {
  const kept = keepLanguages(site, keep) as Record<string, unknown>;
  const before = (kept.languages ?? {}) as Record<string, unknown>;
  return {
    ...kept,
    languages: { ...before, default: keep[0], enabled: [...keep], agencyMail: keep[0] },
  };
}
