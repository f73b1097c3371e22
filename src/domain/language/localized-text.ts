import { SITE_LOCALES } from './site-locales';

/**
 * The one language rule of the site: a text in the page's language, else in the site's default
 * language, else in its other enabled languages (in the order the agency lists them). Texts come
 * in two forms: a map per language (`{ fr, en }`, settings and stored names) and rows kept one per
 * language (the texts tables); both follow the same order.
 */
export type Translations = { nl?: string; fr?: string; en?: string; de?: string };

/** The site's languages as far as texts are concerned: its default, and the languages it shows. */
export type TextSettings = { default: string; enabled: readonly string[] };

const source = globalThis as typeof globalThis & { __vitrineTextSettings?: () => TextSettings | undefined };

/**
 * Where the rule finds the site's languages when a caller gives none: the published settings of
 * this request (src/lib/content/load.ts registers them once per process), so that the hundred places
 * that pick a text need not be handed them. Kept on globalThis: every bundle of the process shares it.
 */
export function readTextSettingsFrom(read: () => TextSettings | undefined): void {
  source.__vitrineTextSettings = read;
}

/**
 * The languages to try for a page in `locale`, in order: `locale`, the default language, the other
 * enabled ones. Without settings (nothing registered: the browser, a unit test), every language the
 * product routes, in its order.
 */
export function languageOrder(
  locale: string,
  settings: TextSettings | undefined = source.__vitrineTextSettings?.(),
): string[] {
  if (!settings) return [...new Set([locale, ...SITE_LOCALES])];
  return [...new Set([locale, settings.default, ...settings.enabled])];
}

/** The text in the page's language, else the default language's, else another enabled language's; '' when none is written. */
export function localizedText(text: Translations | null | undefined, locale: string, settings?: TextSettings): string {
  if (!text) return '';
  for (const language of languageOrder(locale, settings)) {
    const value = text[language as keyof Translations];
    if (value) return value;
  }
  return '';
}

/** A settings text, which may be switched off (`public: false`): then nothing is shown. */
export function pick(
  text: (Translations & { public?: boolean }) | undefined,
  locale: string,
  settings?: TextSettings,
): string {
  if (!text || text.public === false) return '';
  return localizedText(text, locale, settings);
}

/**
 * The row in the page's language, else the default language's, else another enabled language's,
 * else the first: among the rows that `usable` accepts (all by default), else undefined.
 */
export function rowInLanguage<T extends { locale: string }>(
  rows: readonly T[],
  locale: string,
  usable: (row: T) => boolean = () => true,
  settings?: TextSettings,
): T | undefined {
  for (const language of languageOrder(locale, settings)) {
    const row = rows.find((r) => r.locale === language && usable(r));
    if (row) return row;
  }
  return rows.find(usable);
}
