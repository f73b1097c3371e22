/**
 * The CLDR locale whose conventions write a site language's numbers, amounts and moments
 * (docs/product-decisions.md#money): Belgian Dutch, French and German (`nl-BE`, `fr-BE`, `de-BE`)
 * and, for English, British English (`en-GB`). Belgium's English pages are read by expatriates and
 * visitors who expect the international English style (`€385,000`, `3,750.5`, day before month);
 * CLDR's `en-BE` mixes it with the Belgian separators (`€385,000` beside `3.750,5`), and plain `en`
 * (American) puts the month first. Any other tag (`fr-BE`, `de`) counts by its language; an unknown
 * language writes as Dutch, the product's first.
 */
const BY_LANGUAGE: Record<string, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };

export function numberLocale(language: string): string {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return BY_LANGUAGE[primary] ?? BY_LANGUAGE.nl!;
}
