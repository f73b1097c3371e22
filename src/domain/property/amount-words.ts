import { toCardinal as de } from 'n2words/de-DE';
import { toCardinal as en } from 'n2words/en-GB';
import { toCardinal as fr } from 'n2words/fr-BE';
import { toCardinal as nl } from 'n2words/nl-NL';

const WORDS: Record<string, (n: number) => string> = {
  nl: (n) => nl(n, { accentOne: false, noHundredPairing: true }),
  // Belgian French: septante, nonante (fr-BE).
  fr: (n) => fr(n),
  en: (n) => en(n),
  // German writes one word below a million, as on a cheque: "dreihundertsiebenundneunzigtausend".
  de: (n) => (n === 1 ? 'ein' : de(n)),
};
const EURO: Record<string, string> = { nl: 'euro', fr: 'euros', en: 'euros', de: 'Euro' };

/**
 * An offer's amount written out in the page's language, as on a Belgian purchase offer:
 * "driehonderdzevenennegentigduizend euro". Empty for anything but a whole amount from 1 to 999,999,999.
 */
export function amountInWords(amount: number, locale: string): string {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > 999_999_999) return '';
  const words = WORDS[locale] ?? WORDS.nl!;
  const unit = amount === 1 && (locale === 'fr' || locale === 'en') ? 'euro' : (EURO[locale] ?? 'euro');
  return `${words(amount)} ${unit}`;
}
