type Texts = { nl?: string; fr?: string; en?: string; de?: string; public?: boolean } | undefined;

/** A translatable text in the page's language, falling back to Dutch then English; hidden when not public. */
export function pick(text: Texts, locale: string): string {
  if (!text || text.public === false) return '';
  const key = locale as 'nl' | 'fr' | 'en' | 'de';
  return text[key] || text.nl || text.en || '';
}
