/**
 * Omnicasa's codes (issue 30, docs/connectors.md) and what the site calls them. Omnicasa's ids come
 * from the public clients' enumerations (fw4-bvba/omnicasa-api: Goal, Status, Language, MainType);
 * its lookups (kitchen, heating, glazing, orientation) arrive as names in the language asked for,
 * matched here in Dutch, French or English. Pure.
 */

/** `LanguageId` of a call, by the site's locale (texts come in one language per call). */
export const OMNICASA_LANGUAGES = { nl: 1, fr: 2, en: 3 } as const;
export type OmnicasaLocale = keyof typeof OMNICASA_LANGUAGES;

type Listing = {
  status: 'published' | 'draft' | 'withdrawn';
  availability: 'sold' | 'rented' | 'takeover' | null;
};

/** `Goal`: 0 sale, 1 rent, 2 take-over of a business (sold, and shown as "for takeover"). */
export const omnicasaGoal = (goal: number | undefined): 'sale' | 'rent' | null =>
  goal === 0 || goal === 2 ? 'sale' : goal === 1 ? 'rent' : null;

/**
 * `Status`: 0 prospective (the office's own work: a draft), 1 active, 2 sold, 3 cancelled, 4 rented,
 * 5 inactive, 6 reference (a past sale or let the agency shows as a reference).
 */
export function omnicasaListing(status: number | undefined, goal: number | undefined): Listing {
  const done: Listing['availability'] = goal === 1 ? 'rented' : 'sold';
  switch (status) {
    case 1:
      return { status: 'published', availability: goal === 2 ? 'takeover' : null };
    case 2:
      return { status: 'published', availability: 'sold' };
    case 4:
      return { status: 'published', availability: 'rented' };
    case 6:
      return { status: 'published', availability: done };
    case 0:
      return { status: 'draft', availability: null };
    default:
      return { status: 'withdrawn', availability: null };
  }
}

/** The statuses a listing the site shows can have (the full comparison asks for these). */
export const SHOWN_STATUSES = [1, 2, 4, 6];
/** Every status: changes since a moment include listings that went away. */
export const ALL_STATUSES = [0, 1, 2, 3, 4, 5, 6];

/**
 * `MainTypeID` → the site's type (its WebID), for a listing without a publication category
 * (`WebID`): 1 flat, 139 house, 156 villa, 27 building plot, 158 garage or parking, 159 shop.
 */
const MAIN_TYPE: Record<number, number> = { 1: 2, 139: 1, 156: 1, 27: 4, 158: 7, 159: 6 };
export const typeOfMainType = (id: number | undefined): number | undefined =>
  id === undefined ? undefined : MAIN_TYPE[id];

/** A lookup's name matched to the site's code; the first pattern that matches wins. */
type Vocabulary = [string, RegExp][];

const KITCHEN: Vocabulary = [
  ['kitchenette', /kitchenette/i],
  [
    'fully-equipped',
    /volledig\s+(ingericht|uitgerust)|super\s*uitgerust|hyper[-\s]?[ée]quip|enti[èe]rement\s+[ée]quip|fully[-\s]equipped/i,
  ],
  ['fitted', /ingericht|uitgerust|[ée]quip[ée]e|fitted|equipped/i],
  ['open', /open|ouverte|am[ée]ricaine/i],
];

const HEATING: Vocabulary = [
  ['heatpump', /warmtepomp|pompe\s+[àa]\s+chaleur|heat\s*pump/i],
  ['oil', /stookolie|mazout|fuel|oil/i],
  ['electric', /elektri|[ée]lectri/i],
  ['gas', /gas|gaz/i],
];

const GLAZING: Vocabulary = [
  ['triple', /driedubbel|triple/i],
  ['high-efficiency', /hoog\s*rendement|\bHR\+*|haut\s+rendement|high[-\s]efficiency/i],
  ['double', /dubbel|double/i],
  ['single', /enkel|simple|single/i],
];

/** Compass points in the three languages, the longest names first ("Zuidwest" before "Zuid"). */
const ORIENTATION: Vocabulary = [
  ['ne', /^(noord[-\s]?oost|nord[-\s]?est|north[-\s]?east|NO|NE)$/i],
  ['nw', /^(noord[-\s]?west|nord[-\s]?ouest|north[-\s]?west|NW)$/i],
  ['se', /^(zuid[-\s]?oost|sud[-\s]?est|south[-\s]?east|ZO|SE)$/i],
  ['sw', /^(zuid[-\s]?west|sud[-\s]?ouest|south[-\s]?west|ZW|SW)$/i],
  ['n', /^(noord|nord|north|N)$/i],
  ['e', /^(oost|est|east|O|E)$/i],
  ['s', /^(zuid|sud|south|Z|S)$/i],
  ['w', /^(west|ouest|W)$/i],
];

function match(vocabulary: Vocabulary, names: (string | undefined)[]): string | undefined {
  for (const name of names) {
    const text = name?.trim();
    if (!text) continue;
    const found = vocabulary.find(([, pattern]) => pattern.test(text));
    if (found) return found[0];
  }
  return undefined;
}

export const kitchenOf = (names: (string | undefined)[]) => match(KITCHEN, names);
export const heatingOf = (names: (string | undefined)[]) => match(HEATING, names);
export const glazingOf = (names: (string | undefined)[]) => match(GLAZING, names);
export const orientationOf = (names: (string | undefined)[]) =>
  match(ORIENTATION, names) as 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw' | undefined;

/** The kind of building (`ConstructionName`) → its number of façades: open 4, half-open 3, closed 2. */
const FACADES: Vocabulary = [
  ['3', /half[-\s]?open|semi|jumel|3\s*(gevels|fa[cç]ades|fronts)/i],
  ['4', /^open|vrijstaand|isol[ée]e|d[ée]tach|4\s*(gevels|fa[cç]ades|fronts)/i],
  ['2', /gesloten|rijwoning|mitoyen|ferm[ée]|terraced|closed|2\s*(gevels|fa[cç]ades|fronts)/i],
];

export function facadesOf(names: (string | undefined)[]): number | undefined {
  const found = match(FACADES, names);
  return found ? Number(found) : undefined;
}
