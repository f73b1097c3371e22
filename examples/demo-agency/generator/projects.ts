import type { projects } from '../../../src/db/schema';
import { slugify } from '../../../src/domain/property/text';
import { place, jitter, type LocalName } from './places';
import type { Slot } from './plan';
import { addDays, BASE_DATE, daysBefore, type Rng } from './prng';
import { spread } from './prices';
import { WEB_ID, type TypeKey } from './types';

/**
 * Seven new-build projects. "Welden" reproduces the specification's snapshot: every unit at
 * € 397.000, so its price range is a single value. The others have real ranges, 3–12 units in
 * 1–3 buildings, mostly for sale with price unit 7 ("starting from"). Kouterhof is sold out.
 */
type UnitGroup = {
  type: TypeKey;
  noun: string;
  count: number;
  building: number;
  /** Sale price range of the group; absent for rental units (priced like any rental). */
  price?: [number, number];
};

export type ProjectDef = {
  id: number;
  key: string;
  name: string;
  placeKey: string;
  street: string;
  webType: TypeKey;
  publishAddress?: boolean;
  soldOut?: boolean;
  /** All lots are the same house (same plan, same price): Welden. */
  identicalUnits?: boolean;
  buildings: { name: string; floors: number; delivery: string }[];
  groups: UnitGroup[];
  /** "woningen" / "maisons" / "houses": what the units are called in the texts. */
  units: LocalName;
  highlight: LocalName;
  situation: LocalName;
  /** Indexes into MOVING_MEDIA. */
  moving?: number[];
};

const HOUSES: LocalName = { nl: 'woningen', fr: 'maisons', en: 'houses' };
const FLATS: LocalName = { nl: 'appartementen', fr: 'appartements', en: 'apartments' };

export const PROJECTS: readonly ProjectDef[] = [
  {
    id: 201,
    key: 'welden',
    name: 'Welden',
    placeKey: 'welden',
    street: 'Kerkstraat',
    webType: 'house',
    identicalUnits: true,
    buildings: [{ name: 'Woningen', floors: 2, delivery: '2027-09-30' }],
    groups: [{ type: 'house', noun: 'semi', count: 4, building: 0, price: [397_000, 397_000] }],
    units: HOUSES,
    highlight: {
      nl: 'Vier identieke halfopen woningen met een ruime tuin en een garage, in een groene, landelijke omgeving.',
      fr: 'Quatre maisons semi-mitoyennes identiques avec un grand jardin et un garage, dans un cadre vert et rural.',
      en: 'Four identical semi-detached houses with a large garden and a garage, in green, rural surroundings.',
    },
    situation: {
      nl: 'Welden is een rustige deelgemeente van Oudenaarde, op tien minuten van het centrum en vlak bij de Schelde.',
      fr: "Welden est une section paisible d'Audenarde, à dix minutes du centre et tout près de l'Escaut.",
      en: 'Welden is a quiet district of Oudenaarde, ten minutes from the town centre and close to the Scheldt.',
    },
  },
  {
    id: 202,
    key: 'leiehof',
    name: 'Residentie Leiehof',
    placeKey: 'astene',
    street: 'Leiestraat',
    webType: 'apartment',
    buildings: [
      { name: 'Blok A', floors: 4, delivery: '2027-06-30' },
      { name: 'Blok B', floors: 3, delivery: '2027-12-31' },
    ],
    groups: [
      { type: 'apartment', noun: 'apartment', count: 5, building: 0, price: [215_000, 325_000] },
      { type: 'apartment', noun: 'apartment', count: 2, building: 1, price: [259_000, 299_000] },
      { type: 'apartment', noun: 'penthouse', count: 2, building: 1, price: [365_000, 395_000] },
    ],
    units: FLATS,
    highlight: {
      nl: 'Zeven lichtrijke appartementen en twee penthouses met zicht op de Leie, dicht bij het water en het groen.',
      fr: "Sept appartements lumineux et deux penthouses avec vue sur la Lys, tout près de l'eau et de la verdure.",
      en: 'Seven bright apartments and two penthouses overlooking the Leie, close to the water and the countryside.',
    },
    situation: {
      nl: 'Astene ligt aan de Leie, tussen Deinze en Sint-Martens-Latem; het centrum van Deinze en het station liggen op vijf minuten.',
      fr: 'Astene se trouve au bord de la Lys, entre Deinze et Laethem-Saint-Martin ; le centre de Deinze et la gare sont à cinq minutes.',
      en: 'Astene lies on the Leie between Deinze and Sint-Martens-Latem; the centre of Deinze and its station are five minutes away.',
    },
    moving: [4, 8],
  },
  {
    id: 203,
    key: 'zeveren',
    name: 'Hof ter Zeveren',
    placeKey: 'zeveren',
    street: 'Zeverenstraat',
    webType: 'house',
    buildings: [
      { name: 'Fase 1', floors: 2, delivery: '2027-03-31' },
      { name: 'Fase 2', floors: 2, delivery: '2028-03-31' },
    ],
    groups: [
      { type: 'house', noun: 'semi', count: 3, building: 0, price: [359_000, 389_000] },
      { type: 'house', noun: 'detached', count: 3, building: 1, price: [399_000, 429_000] },
    ],
    units: HOUSES,
    highlight: {
      nl: 'Zes gezinswoningen, halfopen en vrijstaand, rond een autoluw binnenplein met gemeenschappelijk groen.',
      fr: "Six maisons familiales, semi-mitoyennes et quatre façades, autour d'une cour intérieure sans voitures et d'espaces verts communs.",
      en: 'Six family homes, semi-detached and detached, around a car-free courtyard with shared green space.',
    },
    situation: {
      nl: 'Zeveren is een landelijke deelgemeente van Deinze, met de Leie en het Schipdonkkanaal om de hoek.',
      fr: 'Zeveren est une section rurale de Deinze, à deux pas de la Lys et du canal de Schipdonk.',
      en: "Zeveren is a rural part of Deinze, a stone's throw from the Leie and the Schipdonk canal.",
    },
  },
  {
    id: 204,
    key: 'latem',
    name: 'Latem Park',
    placeKey: 'latem',
    street: 'Kortrijksesteenweg',
    webType: 'apartment',
    buildings: [{ name: 'Residentie', floors: 4, delivery: '2027-10-31' }],
    groups: [
      { type: 'apartment', noun: 'apartment', count: 6, building: 0, price: [289_000, 379_000] },
      { type: 'apartment', noun: 'penthouse', count: 2, building: 0, price: [399_000, 419_000] },
    ],
    units: FLATS,
    highlight: {
      nl: 'Acht exclusieve appartementen in een parkachtige tuin, met hoogwaardige afwerking en grote raampartijen.',
      fr: 'Huit appartements exclusifs dans un jardin arboré, avec des finitions haut de gamme et de grandes baies vitrées.',
      en: 'Eight exclusive apartments in park-like grounds, with high-end finishes and large windows.',
    },
    situation: {
      nl: 'Sint-Martens-Latem, het kunstenaarsdorp aan de Leie, ligt op een boogscheut van Gent en de E40.',
      fr: "Laethem-Saint-Martin, le village des artistes au bord de la Lys, est à deux pas de Gand et de l'E40.",
      en: "Sint-Martens-Latem, the artists' village on the Leie, is a stone's throw from Ghent and the E40.",
    },
  },
  {
    id: 205,
    key: 'nevele',
    name: 'Hof van Nevele',
    placeKey: 'nevele',
    street: 'Landegemstraat',
    webType: 'apartment',
    buildings: [
      { name: 'Blok A', floors: 3, delivery: '2027-04-30' },
      { name: 'Blok B', floors: 3, delivery: '2027-11-30' },
      { name: 'Woningen', floors: 2, delivery: '2028-02-29' },
    ],
    groups: [
      { type: 'apartment', noun: 'apartment', count: 3, building: 0, price: [199_000, 259_000] },
      { type: 'apartment', noun: 'ground-floor', count: 2, building: 1, price: [279_000, 329_000] },
      { type: 'house', noun: 'semi', count: 2, building: 2, price: [319_000, 339_000] },
    ],
    units: { nl: 'wooneenheden', fr: 'logements', en: 'homes' },
    highlight: {
      nl: 'Vijf appartementen en twee halfopen woningen in het hart van Nevele, op wandelafstand van scholen en winkels.',
      fr: 'Cinq appartements et deux maisons semi-mitoyennes au cœur de Nevele, à distance de marche des écoles et des commerces.',
      en: 'Five apartments and two semi-detached houses in the heart of Nevele, within walking distance of schools and shops.',
    },
    situation: {
      nl: 'Nevele hoort sinds 2019 bij Deinze en ligt vlak bij de E40, halfweg Gent en Brugge.',
      fr: "Nevele fait partie de Deinze depuis 2019 et se trouve tout près de l'E40, à mi-chemin entre Gand et Bruges.",
      en: 'Nevele has been part of Deinze since 2019 and lies close to the E40, halfway between Ghent and Bruges.',
    },
    moving: [1],
  },
  {
    id: 206,
    key: 'kouterhof',
    name: 'Kouterhof',
    placeKey: 'nazareth',
    street: 'Kouterstraat',
    webType: 'house',
    soldOut: true,
    publishAddress: false,
    buildings: [{ name: 'Woningen', floors: 2, delivery: '2026-12-31' }],
    groups: [{ type: 'house', noun: 'semi', count: 4, building: 0, price: [335_000, 365_000] }],
    units: HOUSES,
    highlight: {
      nl: 'Vier energieneutrale halfopen woningen met tuin, opgetrokken in warme baksteen.',
      fr: 'Quatre maisons semi-mitoyennes à énergie neutre avec jardin, construites en brique chaleureuse.',
      en: 'Four energy-neutral semi-detached houses with gardens, built in warm brick.',
    },
    situation: {
      nl: 'Nazareth ligt tussen Gent en Deinze, met de E17 en het station Eke-Nazareth op enkele minuten.',
      fr: "Nazareth se situe entre Gand et Deinze, à quelques minutes de l'E17 et de la gare d'Eke-Nazareth.",
      en: 'Nazareth lies between Ghent and Deinze, a few minutes from the E17 and Eke-Nazareth station.',
    },
  },
  {
    id: 207,
    key: 'leiedok',
    name: 'Leiedok',
    placeKey: 'gent',
    street: 'Voorhavenlaan',
    webType: 'apartment',
    buildings: [
      { name: 'Blok Noord', floors: 6, delivery: '2028-06-30' },
      { name: 'Blok Zuid', floors: 5, delivery: '2028-12-31' },
    ],
    groups: [
      { type: 'apartment', noun: 'apartment', count: 4, building: 0, price: [245_000, 365_000] },
      { type: 'apartment', noun: 'penthouse', count: 2, building: 0, price: [399_000, 419_000] },
      { type: 'commercial', noun: 'shop', count: 1, building: 1 },
      { type: 'offices', noun: 'office', count: 1, building: 1 },
    ],
    units: { nl: 'units', fr: 'unités', en: 'units' },
    highlight: {
      nl: 'Loftappartementen, penthouses en een handels- en kantoorgelijkvloers in een gerenoveerd havengebouw aan het water.',
      fr: "Des lofts, des penthouses et un rez commercial et de bureaux dans un ancien bâtiment portuaire rénové au bord de l'eau.",
      en: 'Loft apartments, penthouses and ground-floor retail and office space in a renovated waterside harbour building.',
    },
    situation: {
      nl: 'De Oude Dokken zijn de nieuwste stadswijk van Gent, op fietsafstand van de binnenstad en het station Gent-Dampoort.',
      fr: 'Les Oude Dokken sont le nouveau quartier de Gand, à quelques coups de pédale du centre et de la gare de Gand-Dampoort.',
      en: "The Oude Dokken are Ghent's newest neighbourhood, a short bike ride from the city centre and Gent-Dampoort station.",
    },
    moving: [6],
  },
];

/** The units of every project, as listing slots (lots numbered from 1 per project). */
export function unitSlots(): Slot[] {
  return PROJECTS.flatMap((def) => {
    let lot = 0;
    return def.groups.flatMap((g) => {
      const prices = g.price ? spread(g.price[0], g.price[1], g.count) : [];
      return Array.from({ length: g.count }, (_, i): Slot => {
        lot += 1;
        return {
          key: `project-${def.key}-${lot}`,
          place: place(def.placeKey),
          type: g.type,
          goal: g.price ? 0 : 1,
          noun: g.noun,
          project: { key: def.key, building: g.building, lot, ...(g.price ? { price: prices[i]! } : {}) },
        };
      });
    });
  });
}

export function projectDef(key: string): ProjectDef {
  const def = PROJECTS.find((p) => p.key === key);
  if (!def) throw new Error(`unknown project ${key}`);
  return def;
}

export type ProjectRow = typeof projects.$inferInsert & { createdAt: Date; updatedAt: Date };

export function projectRow(rng: Rng, def: ProjectDef): ProjectRow {
  const p = place(def.placeKey);
  const prices = def.groups.flatMap((g) => (g.price ? spread(g.price[0], g.price[1], g.count) : []));
  const createdAt = daysBefore(rng, 480, addDays(BASE_DATE, -40));
  return {
    id: def.id,
    slug: slugify(def.name),
    name: def.name,
    goal: 0,
    webId: WEB_ID[def.webType],
    street: def.street,
    houseNumber: String(rng.int(2, 60)),
    zip: p.zip,
    city: p.city,
    countryId: p.countryId,
    countryName: p.countryName,
    publishAddress: def.publishAddress ?? true,
    priceMin: Math.min(...prices),
    priceMax: Math.max(...prices),
    ...jitter(() => rng.float(), p, 0.004),
    status: 'published',
    createdAt,
    updatedAt: addDays(createdAt, rng.int(1, 30)),
  };
}
