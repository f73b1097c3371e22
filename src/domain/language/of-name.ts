/**
 * "Of" before a name (an agency's, a person's), by each language's grammar, for the messages that
 * put it there ("the back office {ofAgency}"): the message cannot, since French elides its "de"
 * before a vowel or a mute h ("le back-office d’Ardenne Habitat", never "de Ardenne Habitat") and
 * contracts it with a name's own article ("du Comptoir", "des Clés").
 */

/** Words whose h is mute in French: "l’habitat", "d’Horizon". Any other h is aspirated ("de Huy"). */
const MUTE_H = new Set([
  'habitat',
  'habitation',
  'habitations',
  'habitats',
  'harmonie',
  'héritage',
  'heritage',
  'hermine',
  'heure',
  'heures',
  'hexagone',
  'hirondelle',
  'histoire',
  'hiver',
  'homme',
  'hôpital',
  'horizon',
  'horizons',
  'horloge',
  'hôtel',
  'hotel',
  'huile',
  'humanité',
  'hysope',
]);

/** Words that keep a full "de" although they start with a vowel: numbers and the like. */
const NO_ELISION = new Set(['onze', 'onzième', 'oui', 'ouistiti', 'yacht', 'yaourt', 'yoga', 'yucca']);

/** Whether French elides a "de" or "le" before `word` (its first word). */
export function frenchElides(word: string): boolean {
  const first = (word.trim().split(/[\s’'-]/)[0] ?? '').toLowerCase();
  if (!first || NO_ELISION.has(first)) return false;
  if (first.startsWith('h')) return MUTE_H.has(first);
  return /^[aeiouyàâäæéèêëîïôöœùûü]/.test(first);
}

/** French "de" before a name: "d’Ardenne Habitat", "de Immo Sud", "du Comptoir", "des Clés". */
export function frenchOf(name: string): string {
  const trimmed = name.trim();
  const article = /^(le|les)\s+(.+)$/i.exec(trimmed);
  if (article) {
    return `${article[1]!.toLowerCase() === 'le' ? 'du' : 'des'} ${article[2]}`;
  }
  return frenchElides(trimmed) ? `d’${trimmed}` : `de ${trimmed}`;
}

const OF: Record<string, string> = { nl: 'van', en: 'of', de: 'von' };

/** "Of" and the name in a language: "van X", "of X", "von X", French by frenchOf. */
export function ofName(name: string, locale: string): string {
  if (locale === 'fr') return frenchOf(name);
  return `${OF[locale] ?? OF.en} ${name.trim()}`;
}
