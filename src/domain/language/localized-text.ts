/**
 * The one language rule of the site: a text in the page's language, else Dutch (the agency's
 * own), else English. Texts come in two forms: a map per language (`{ nl, fr, en }`, settings and
 * stored names) and rows kept one per language (the texts tables); both follow the same order.
 */
export type Translations = { nl?: string; fr?: string; en?: string; de?: string };

/** The languages to try for a page in `locale`, in order. */
export function languageOrder(locale: string): string[] {
  return [...new Set([locale, 'nl', 'en'])];
}

/** The text in the page's language, else Dutch, else English; '' when none is written. */
export function localizedText(text: Translations | null | undefined, locale: string): string {
  if (!text) return '';
  for (const language of languageOrder(locale)) {
    const value = text[language as keyof Translations];
    if (value) return value;
  }
  return '';
}

/** A settings text, which may be switched off (`public: false`): then nothing is shown. */
export function pick(text: (Translations & { public?: boolean }) | undefined, locale: string): string {
  if (!text || text.public === false) return '';
  return localizedText(text, locale);
}

/**
 * The row in the page's language, else Dutch, else English, else the first: among the rows that
 * `usable` accepts (all by default), else undefined.
 */
export function rowInLanguage<T extends { locale: string }>(
  rows: readonly T[],
  locale: string,
  usable: (row: T) => boolean = () => true,
): T | undefined {
  for (const language of languageOrder(locale)) {
    const row = rows.find((r) => r.locale === language && usable(r));
    if (row) return row;
  }
  return rows.find(usable);
}
