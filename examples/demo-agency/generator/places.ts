/**
 * Where the demo agency works: Deinze and its surroundings (real Belgian postal codes and
 * approximate real coordinates), plus a few addresses in Brussels, Wallonia and Luxembourg so
 * that every energy-label scale of the specification (section 9) is exercised.
 */
export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg';
export type LocalName = { nl: string; fr: string; en: string };

export type Place = {
  key: string;
  /** City as stored on the property (the agency's own spelling). */
  city: string;
  zip: string;
  countryId: number;
  countryName: string;
  region: Region;
  names: LocalName;
  lat: number;
  lng: number;
  /** The town whose centre a village lies near (Deinze for its sub-municipalities). */
  hub: LocalName;
  /** Name of the railway station, when the place has one. */
  station?: string;
  streets: readonly string[];
};

const BE = { countryId: 10, countryName: 'België' } as const;
const same = (name: string): LocalName => ({ nl: name, fr: name, en: name });
const DEINZE = same('Deinze');
const GENT: LocalName = { nl: 'Gent', fr: 'Gand', en: 'Ghent' };
const OUDENAARDE: LocalName = { nl: 'Oudenaarde', fr: 'Audenarde', en: 'Oudenaarde' };
const VILLAGE_STREETS = [
  'Dorpsstraat',
  'Kerkstraat',
  'Molenstraat',
  'Veldstraat',
  'Stationsstraat',
  'Kapellestraat',
  'Beekstraat',
  'Lindenlaan',
];

type Row = Omit<Place, 'countryId' | 'countryName' | 'names' | 'hub' | 'streets'> &
  Partial<Pick<Place, 'countryId' | 'countryName' | 'names' | 'hub' | 'streets'>>;

const ROWS: Row[] = [
  // Deinze and its sub-municipalities (9800), the former municipality of Nevele (9850).
  {
    key: 'deinze',
    city: 'Deinze',
    zip: '9800',
    region: 'flanders',
    lat: 50.9834,
    lng: 3.5273,
    station: 'Station Deinze',
    streets: [
      'Markt',
      'Tolpoortstraat',
      'Gentpoortstraat',
      'Kortrijkstraat',
      'Karel Picquélaan',
      'Brielstraat',
      'Tieltstraat',
      'Oudenaardsesteenweg',
      'Guido Gezellelaan',
      'Stationsstraat',
      'Leernsesteenweg',
      'Zonnestraat',
      'Pieter Van Thorenburghlaan',
      'Kouterstraat',
      'Europalaan',
    ],
  },
  { key: 'astene', city: 'Astene', zip: '9800', region: 'flanders', lat: 50.9765, lng: 3.5602, hub: DEINZE },
  {
    key: 'petegem',
    city: 'Petegem-aan-de-Leie',
    zip: '9800',
    region: 'flanders',
    lat: 50.966,
    lng: 3.532,
    hub: DEINZE,
  },
  { key: 'bachte', city: 'Bachte-Maria-Leerne', zip: '9800', region: 'flanders', lat: 51.001, lng: 3.564, hub: DEINZE },
  { key: 'gottem', city: 'Gottem', zip: '9800', region: 'flanders', lat: 50.969, lng: 3.466, hub: DEINZE },
  { key: 'zeveren', city: 'Zeveren', zip: '9800', region: 'flanders', lat: 50.993, lng: 3.493, hub: DEINZE },
  { key: 'nevele', city: 'Nevele', zip: '9850', region: 'flanders', lat: 51.035, lng: 3.546, hub: DEINZE },
  {
    key: 'landegem',
    city: 'Landegem',
    zip: '9850',
    region: 'flanders',
    lat: 51.056,
    lng: 3.578,
    hub: DEINZE,
    station: 'Station Landegem',
  },
  { key: 'vosselare', city: 'Vosselare', zip: '9850', region: 'flanders', lat: 51.025, lng: 3.557, hub: DEINZE },
  { key: 'merendree', city: 'Merendree', zip: '9850', region: 'flanders', lat: 51.077, lng: 3.571, hub: DEINZE },
  // Around Deinze.
  { key: 'nazareth', city: 'Nazareth', zip: '9810', region: 'flanders', lat: 50.958, lng: 3.595 },
  {
    key: 'eke',
    city: 'Eke',
    zip: '9810',
    region: 'flanders',
    lat: 50.961,
    lng: 3.637,
    station: 'Station Eke-Nazareth',
  },
  {
    key: 'latem',
    city: 'Sint-Martens-Latem',
    zip: '9830',
    region: 'flanders',
    lat: 51.019,
    lng: 3.636,
    names: { nl: 'Sint-Martens-Latem', fr: 'Laethem-Saint-Martin', en: 'Sint-Martens-Latem' },
  },
  { key: 'deurle', city: 'Deurle', zip: '9831', region: 'flanders', lat: 51.001, lng: 3.616 },
  { key: 'zulte', city: 'Zulte', zip: '9870', region: 'flanders', lat: 50.92, lng: 3.448 },
  { key: 'machelen', city: 'Machelen', zip: '9870', region: 'flanders', lat: 50.958, lng: 3.485 },
  { key: 'olsene', city: 'Olsene', zip: '9870', region: 'flanders', lat: 50.937, lng: 3.467 },
  { key: 'kruisem', city: 'Kruisem', zip: '9770', region: 'flanders', lat: 50.9, lng: 3.528 },
  {
    key: 'aalter',
    city: 'Aalter',
    zip: '9880',
    region: 'flanders',
    lat: 51.086,
    lng: 3.447,
    station: 'Station Aalter',
  },
  {
    key: 'gent',
    city: 'Gent',
    zip: '9000',
    region: 'flanders',
    lat: 51.0543,
    lng: 3.7174,
    names: GENT,
    station: 'Station Gent-Sint-Pieters',
    streets: [
      'Kortrijksesteenweg',
      'Sint-Pietersnieuwstraat',
      'Brabantdam',
      'Coupure Links',
      'Voorhavenlaan',
      'Dok-Noord',
      'Overpoortstraat',
    ],
  },
  {
    key: 'sdw',
    city: 'Sint-Denijs-Westrem',
    zip: '9051',
    region: 'flanders',
    lat: 51.029,
    lng: 3.678,
    hub: GENT,
    names: { nl: 'Sint-Denijs-Westrem', fr: 'Saint-Denis-Westrem', en: 'Sint-Denijs-Westrem' },
  },
  {
    key: 'waregem',
    city: 'Waregem',
    zip: '8790',
    region: 'flanders',
    lat: 50.889,
    lng: 3.427,
    station: 'Station Waregem',
  },
  {
    key: 'oudenaarde',
    city: 'Oudenaarde',
    zip: '9700',
    region: 'flanders',
    lat: 50.845,
    lng: 3.605,
    names: OUDENAARDE,
    station: 'Station Oudenaarde',
  },
  { key: 'welden', city: 'Welden', zip: '9700', region: 'flanders', lat: 50.878, lng: 3.656, hub: OUDENAARDE },
  { key: 'tielt', city: 'Tielt', zip: '8700', region: 'flanders', lat: 50.999, lng: 3.327, station: 'Station Tielt' },
  // Brussels.
  {
    key: 'brussel',
    city: 'Brussel',
    zip: '1000',
    region: 'brussels',
    lat: 50.8467,
    lng: 4.3525,
    names: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels' },
    station: 'Station Brussel-Centraal',
    streets: ['Rue Antoine Dansaert', 'Rue de Flandre', 'Boulevard Anspach', 'Rue du Marché aux Herbes'],
  },
  {
    key: 'elsene',
    city: 'Elsene',
    zip: '1050',
    region: 'brussels',
    lat: 50.8275,
    lng: 4.372,
    names: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles' },
    streets: ['Rue du Bailli', 'Chaussée de Vleurgat', 'Rue Américaine', 'Rue de la Brasserie'],
  },
  {
    key: 'ukkel',
    city: 'Ukkel',
    zip: '1180',
    region: 'brussels',
    lat: 50.802,
    lng: 4.339,
    names: { nl: 'Ukkel', fr: 'Uccle', en: 'Uccle' },
    streets: ['Avenue Brugmann', "Chaussée d'Alsemberg", 'Avenue de Fré', 'Rue Vanderkindere'],
  },
  // Wallonia.
  {
    key: 'waver',
    city: 'Waver',
    zip: '1300',
    region: 'wallonia',
    lat: 50.717,
    lng: 4.601,
    names: { nl: 'Waver', fr: 'Wavre', en: 'Wavre' },
    station: 'Gare de Wavre',
    streets: ['Rue du Commerce', 'Chaussée de Bruxelles', 'Rue de Namur'],
  },
  {
    key: 'namur',
    city: 'Namur',
    zip: '5000',
    region: 'wallonia',
    lat: 50.4669,
    lng: 4.8675,
    names: { nl: 'Namen', fr: 'Namur', en: 'Namur' },
    station: 'Gare de Namur',
    streets: ['Rue de Fer', "Boulevard d'Herbatte", 'Rue Saint-Jacques'],
  },
  {
    key: 'liege',
    city: 'Liège',
    zip: '4000',
    region: 'wallonia',
    lat: 50.6326,
    lng: 5.5797,
    names: { nl: 'Luik', fr: 'Liège', en: 'Liège' },
    station: 'Gare de Liège-Guillemins',
    streets: ['Boulevard de la Sauvenière', 'Rue Saint-Gilles', 'Quai de Rome'],
  },
  {
    key: 'mons',
    city: 'Mons',
    zip: '7000',
    region: 'wallonia',
    lat: 50.4542,
    lng: 3.9523,
    names: { nl: 'Bergen', fr: 'Mons', en: 'Mons' },
    station: 'Gare de Mons',
    streets: ['Rue de Nimy', 'Avenue Frère-Orban', 'Rue des Capucins'],
  },
  // Luxembourg (country 50): its label text is shown, whatever the numeric score.
  {
    key: 'luxembourg',
    city: 'Luxembourg',
    zip: '1212',
    region: 'luxembourg',
    lat: 49.6116,
    lng: 6.1319,
    countryId: 50,
    countryName: 'Luxembourg',
    names: { nl: 'Luxemburg', fr: 'Luxembourg', en: 'Luxembourg' },
    streets: ['Avenue de la Gare', 'Boulevard Royal', 'Rue de Hollerich'],
  },
];

const PLACES: Readonly<Record<string, Place>> = Object.fromEntries(
  ROWS.map((row) => {
    const names = row.names ?? same(row.city);
    const place: Place = {
      ...BE,
      ...row,
      names,
      hub: row.hub ?? names,
      streets: row.streets ?? VILLAGE_STREETS,
    };
    return [row.key, place];
  }),
);

export function place(key: string): Place {
  const found = PLACES[key];
  if (!found) throw new Error(`unknown place ${key}`);
  return found;
}

/** A point near the place's centre; `spread` in degrees of latitude. */
export function jitter(rand: () => number, p: Place, spread = 0.008): { lat: number; lng: number } {
  // A degree of longitude is about 0.63 of a degree of latitude at 50° N.
  const lat = p.lat + (rand() * 2 - 1) * spread;
  const lng = p.lng + ((rand() * 2 - 1) * spread) / 0.63;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}
