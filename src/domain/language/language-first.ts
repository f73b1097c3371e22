/**
 * Items written in the page's language first, the others after them, each group in its own
 * order (newest first stays newest first): a French visitor reads French reviews before Dutch ones.
 */
export function languageFirst<T extends { locale: string }>(items: readonly T[], locale: string): T[] {
  return [...items.filter((i) => i.locale === locale), ...items.filter((i) => i.locale !== locale)];
}
