import { place, type Place } from './places';
import type { TypeKey } from './types';

/**
 * What the agency has on offer, before any detail is invented: where, what, sale or rent.
 * The counts reproduce the snapshot of the specification (section 9): Deinze is the largest
 * city with 79 listings, 20 for sale and 59 for rent. Project units are added by projects.ts.
 */
export type Slot = {
  /** Stable label: the seed of this listing's own random stream. */
  key: string;
  place: Place;
  type: TypeKey;
  goal: 0 | 1;
  /** Subtype (vocabulary.ts); random among the type's nouns when absent. */
  noun?: string;
  /** Energy score to use instead of a random one; null: label text only, no score. */
  score?: number | null;
  /** Label text without score (Luxembourg, or a Belgian certificate without a number). */
  label?: string;
  draft?: boolean;
  viager?: boolean;
  takeover?: boolean;
  /** A summons and a judicial decision on record (planning information). */
  legalIssue?: boolean;
  /** Forced Flemish flood P-score (the rest is drawn at random, never D). */
  floodScore?: 'A' | 'B' | 'C' | 'D';
  project?: { key: string; building: number; price?: number; lot: number };
};

type Entry = [placeKey: string, type: TypeKey, goal: 0 | 1, extra?: Partial<Slot>];

const SALE = 0;
const RENT = 1;

// Deinze itself. Forced scores make sure every Flemish class (negative … ≥ 500) appears,
// boundaries included; three rentals have a label text but no score.
const DEINZE_SALE: Entry[] = [
  ['deinze', 'house', SALE, { score: 612, noun: 'terraced' }],
  ['deinze', 'house', SALE, { score: 500 }],
  ['deinze', 'house', SALE, { score: 455 }],
  ['deinze', 'house', SALE, { score: 400 }],
  ['deinze', 'house', SALE, { legalIssue: true }],
  ['deinze', 'house', SALE],
  ['deinze', 'house', SALE, { noun: 'villa' }],
  ['deinze', 'house', SALE],
  ['deinze', 'apartment', SALE, { score: 100 }],
  ['deinze', 'apartment', SALE, { score: 0, noun: 'penthouse' }],
  ['deinze', 'apartment', SALE],
  ['deinze', 'apartment', SALE],
  ['deinze', 'apartment', SALE, { noun: 'duplex' }],
  ['deinze', 'land', SALE],
  ['deinze', 'land', SALE],
  ['deinze', 'garage', SALE, { noun: 'garage-box' }],
  ['deinze', 'investment', SALE, { noun: 'investment-shop' }],
  ['deinze', 'commercial', SALE, { noun: 'shop-home' }],
  ['deinze', 'offices', SALE],
  ['deinze', 'industrial', SALE],
];

function deinzeRent(): Entry[] {
  const rows: Entry[] = [];
  const add = (type: TypeKey, count: number, extras: Partial<Slot>[] = []) => {
    for (let i = 0; i < count; i++) rows.push(['deinze', type, RENT, extras[i] ?? {}]);
  };
  add('apartment', 30, [
    { score: -6 },
    { score: 99 },
    { score: 200 },
    { score: 300, noun: 'ground-floor', floodScore: 'D' },
    { score: null, label: 'C' },
    { score: null, label: 'B' },
    { score: null, label: 'D' },
    {},
    {},
    { noun: 'duplex' },
    {},
    {},
    { noun: 'penthouse' },
    {},
    { noun: 'ground-floor' },
  ]);
  add('house', 10, [{ score: 530 }, {}, {}, { noun: 'terraced' }]);
  add('studio', 6);
  add('garage', 7, [{ noun: 'garage-box' }, { noun: 'parking' }, { noun: 'garage-box' }, { noun: 'parking' }]);
  add('commercial', 3, [{ noun: 'shop', takeover: true }, { noun: 'shop' }, { noun: 'horeca' }]);
  add('offices', 2, [{ noun: 'office' }, { noun: 'office-building' }]);
  add('industrial', 1);
  return rows;
}

// Elsewhere: villages around Deinze, a few towns, and enough Brussels, Walloon and
// Luxembourg addresses to run through their label scales (Brussels 23/24 and 345/346 included).
const ELSEWHERE: Entry[] = [
  ['petegem', 'house', SALE, { floodScore: 'D' }],
  ['petegem', 'apartment', RENT],
  ['bachte', 'house', SALE, { noun: 'detached' }],
  ['bachte', 'land', SALE],
  ['gottem', 'house', SALE, { noun: 'fermette' }],
  ['astene', 'house', RENT],
  ['zeveren', 'land', SALE],
  ['vosselare', 'house', SALE],
  ['nevele', 'apartment', RENT, { draft: true }],
  ['landegem', 'house', SALE],
  ['merendree', 'house', SALE, { noun: 'fermette' }],
  ['nazareth', 'apartment', SALE],
  ['eke', 'house', RENT],
  ['deurle', 'house', SALE, { noun: 'villa' }],
  ['latem', 'house', SALE, { noun: 'villa' }],
  ['zulte', 'house', SALE],
  ['machelen', 'apartment', SALE],
  ['olsene', 'investment', SALE],
  ['kruisem', 'industrial', RENT],
  ['aalter', 'offices', SALE],
  ['gent', 'apartment', SALE, { draft: true }],
  ['gent', 'commercial', RENT, { noun: 'horeca', takeover: true }],
  ['sdw', 'offices', RENT],
  ['waregem', 'commercial', SALE],
  ['oudenaarde', 'house', SALE],
  ['tielt', 'studio', RENT],
  ['brussel', 'apartment', SALE, { score: 23 }],
  ['brussel', 'apartment', SALE, { score: -2, noun: 'penthouse' }],
  ['brussel', 'studio', RENT, { score: 346 }],
  ['brussel', 'commercial', RENT, { score: 178, noun: 'shop' }],
  ['elsene', 'apartment', SALE, { score: 24, viager: true }],
  ['elsene', 'apartment', RENT, { score: 62 }],
  ['elsene', 'house', SALE, { score: 345, noun: 'terraced' }],
  ['ukkel', 'house', SALE, { score: 253, noun: 'detached' }],
  ['ukkel', 'apartment', RENT, { score: 0 }],
  ['ukkel', 'garage', SALE, { noun: 'parking' }],
  ['waver', 'house', SALE, { score: -12, noun: 'detached' }],
  ['waver', 'apartment', RENT, { score: 45 }],
  ['namur', 'house', SALE, { score: 305, noun: 'terraced', viager: true }],
  ['namur', 'apartment', SALE, { score: 130 }],
  ['liege', 'apartment', SALE, { score: 212 }],
  ['liege', 'studio', RENT, { score: 420 }],
  ['mons', 'house', SALE, { score: 530, noun: 'terraced' }],
  ['mons', 'offices', RENT, { score: 470 }],
  ['luxembourg', 'apartment', SALE, { score: null, label: 'B' }],
  ['luxembourg', 'house', SALE, { score: null, label: 'D', noun: 'detached' }],
  ['luxembourg', 'apartment', RENT, { score: null, label: 'C' }],
];

export function listingSlots(): Slot[] {
  const entries = [...DEINZE_SALE, ...deinzeRent(), ...ELSEWHERE];
  const seen = new Map<string, number>();
  return entries.map(([placeKey, type, goal, extra]) => {
    const base = `${placeKey}-${goal === SALE ? 'sale' : 'rent'}-${type}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}-${n}`, place: place(placeKey), type, goal, ...extra };
  });
}
