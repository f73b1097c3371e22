import { slugify } from '../property/text';

/**
 * Belgian (and Luxembourg) places with an official or usual name of their own in Dutch, French,
 * English and German (German takes the English name unless it has one of its own: Brüssel, Lüttich,
 * and East Belgium's municipalities, whose French names differ). The feed stores a city in the agency's spelling ("Elsene", "Luik"); a page shows
 * it in its own language ("Ixelles", "Liège") wherever a city is shown. Addresses and the `city`
 * search parameter keep the stored name, so links and filters still match.
 */
type Names = readonly [nl: string, fr: string, en: string, de?: string];

const PLACES: readonly Names[] = [
  // Brussels-Capital Region: its 19 municipalities (English uses the French name, save Brussels).
  ['Brussel', 'Bruxelles', 'Brussels', 'Brüssel'],
  ['Anderlecht', 'Anderlecht', 'Anderlecht'],
  ['Oudergem', 'Auderghem', 'Auderghem'],
  ['Sint-Agatha-Berchem', 'Berchem-Sainte-Agathe', 'Berchem-Sainte-Agathe'],
  ['Etterbeek', 'Etterbeek', 'Etterbeek'],
  ['Evere', 'Evere', 'Evere'],
  ['Vorst', 'Forest', 'Forest'],
  ['Ganshoren', 'Ganshoren', 'Ganshoren'],
  ['Elsene', 'Ixelles', 'Ixelles'],
  ['Jette', 'Jette', 'Jette'],
  ['Koekelberg', 'Koekelberg', 'Koekelberg'],
  ['Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', 'Molenbeek-Saint-Jean'],
  ['Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles'],
  ['Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode', 'Saint-Josse-ten-Noode'],
  ['Schaarbeek', 'Schaerbeek', 'Schaerbeek'],
  ['Ukkel', 'Uccle', 'Uccle'],
  ['Watermaal-Bosvoorde', 'Watermael-Boitsfort', 'Watermael-Boitsfort'],
  ['Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert'],
  ['Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre', 'Woluwe-Saint-Pierre'],
  // Flanders.
  ['Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'],
  ['Gent', 'Gand', 'Ghent', 'Gent'],
  ['Brugge', 'Bruges', 'Bruges', 'Brügge'],
  ['Leuven', 'Louvain', 'Leuven', 'Löwen'],
  ['Mechelen', 'Malines', 'Mechelen', 'Mecheln'],
  ['Kortrijk', 'Courtrai', 'Kortrijk'],
  ['Ieper', 'Ypres', 'Ypres', 'Ypern'],
  ['Oostende', 'Ostende', 'Ostend', 'Ostende'],
  ['Oudenaarde', 'Audenarde', 'Oudenaarde'],
  ['Ronse', 'Renaix', 'Ronse'],
  ['Aalst', 'Alost', 'Aalst'],
  ['Dendermonde', 'Termonde', 'Dendermonde'],
  ['Geraardsbergen', 'Grammont', 'Geraardsbergen'],
  ['Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas'],
  ['Tongeren', 'Tongres', 'Tongeren', 'Tongern'],
  ['Sint-Truiden', 'Saint-Trond', 'Sint-Truiden'],
  ['Tienen', 'Tirlemont', 'Tienen'],
  ['Halle', 'Hal', 'Halle'],
  ['Vilvoorde', 'Vilvorde', 'Vilvoorde'],
  ['Zaventem', 'Saventhem', 'Zaventem'],
  ['Diksmuide', 'Dixmude', 'Diksmuide'],
  ['Veurne', 'Furnes', 'Veurne'],
  ['Poperinge', 'Poperinghe', 'Poperinge'],
  ['Menen', 'Menin', 'Menen'],
  ['Waregem', 'Waregem', 'Waregem'],
  ['Sint-Martens-Latem', 'Laethem-Saint-Martin', 'Sint-Martens-Latem'],
  ['Sint-Denijs-Westrem', 'Saint-Denis-Westrem', 'Sint-Denijs-Westrem'],
  ['Voeren', 'Fourons', 'Voeren'],
  // Wallonia.
  ['Luik', 'Liège', 'Liège', 'Lüttich'],
  ['Bergen', 'Mons', 'Mons'],
  ['Namen', 'Namur', 'Namur'],
  ['Doornik', 'Tournai', 'Tournai'],
  ['Waver', 'Wavre', 'Wavre'],
  ['Nijvel', 'Nivelles', 'Nivelles'],
  ['Aarlen', 'Arlon', 'Arlon', 'Arel'],
  ['Hoei', 'Huy', 'Huy'],
  ['Moeskroen', 'Mouscron', 'Mouscron'],
  ['Komen-Waasten', 'Comines-Warneton', 'Comines-Warneton'],
  ['Edingen', 'Enghien', 'Enghien'],
  ['Lessen', 'Lessines', 'Lessines'],
  ['Aat', 'Ath', 'Ath'],
  ['Zinnik', 'Soignies', 'Soignies'],
  ['Geldenaken', 'Jodoigne', 'Jodoigne'],
  ['Borgworm', 'Waremme', 'Waremme'],
  ['Verviers', 'Verviers', 'Verviers'],
  ['Charleroi', 'Charleroi', 'Charleroi'],
  ['Ottignies-Louvain-la-Neuve', 'Ottignies-Louvain-la-Neuve', 'Ottignies-Louvain-la-Neuve'],
  ['Eigenbrakel', "Braine-l'Alleud", "Braine-l'Alleud"],
  ['Kasteelbrakel', 'Braine-le-Château', 'Braine-le-Château'],
  ['s-Gravenbrakel', 'Braine-le-Comte', 'Braine-le-Comte'],
  ['Terhulpen', 'La Hulpe', 'La Hulpe'],
  ['Rixensart', 'Rixensart', 'Rixensart'],
  ['Waterloo', 'Waterloo', 'Waterloo'],
  // East Belgium (the German-speaking Community and its neighbours): the German name is the official one.
  ['Sankt Vith', 'Saint-Vith', 'Sankt Vith', 'Sankt Vith'],
  ['Kelmis', 'La Calamine', 'Kelmis', 'Kelmis'],
  ['Amel', 'Amblève', 'Amel', 'Amel'],
  ['Büllingen', 'Bullange', 'Büllingen', 'Büllingen'],
  ['Waimes', 'Waimes', 'Waimes', 'Weismes'],
  ['Blieberg', 'Plombières', 'Plombières', 'Bleiberg'],
  // Luxembourg (the country's capital).
  ['Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'],
];

const INDEX_OF: Record<'nl' | 'fr' | 'en' | 'de', 0 | 1 | 2 | 3> = { nl: 0, fr: 1, en: 2, de: 3 };

/** Lowercase, without accents, apostrophes, hyphens or spaces: "Liège" and "liege" are one name. */
function key(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const BY_NAME = new Map<string, Names>();
for (const names of PLACES) for (const n of names) if (n && !BY_NAME.has(key(n))) BY_NAME.set(key(n), names);

/**
 * A city's name in the page's language, whatever language it was stored in; a place without
 * names of its own (Zottegem, Lede) or a language without a column keeps the stored name.
 */
export function placeName(city: string, locale: string): string {
  const names = BY_NAME.get(key(city));
  const index = INDEX_OF[locale as keyof typeof INDEX_OF];
  if (!names || index === undefined) return city;
  return names[index] ?? names[2];
}

/**
 * A city's segment of an address in a language: its name there, as a slug (`gent` → `gand` in
 * French, `ghent` in English). Takes a stored name or a segment of any language; a place without
 * names of its own keeps its segment. One place name per language (issue 42).
 */
export function citySegment(city: string, locale: string): string {
  return slugify(placeName(city, locale));
}
