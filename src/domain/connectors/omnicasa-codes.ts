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
  availability: 'sold' | 'rented' | 'option' | 'takeover' | null;
};

/** `Goal`: 0 sale, 1 rent, 2 take-over of a business (sold, and shown as "for takeover"). */
export const omnicasaGoal = (goal: number | undefined): 'sale' | 'rent' | null =>
  goal === 0 || goal === 2 ? 'sale' : goal === 1 ? 'rent' : null;

/**
 * `SubStatus` of an active listing: the office's own list (`GetSubstatusList`), so read by its
 * number as the public clients read it (modmore and braxelv2: 6 sold, 13 rented, 3 under option;
 * otomaties reads `Status` alone and would show a sold flat for sale) and, where an office numbers
 * them otherwise, by its name in Dutch, French or English.
 */
const SUB_STATUS: ['sold' | 'rented' | 'option', number, RegExp][] = [
  ['sold', 6, /^(verkocht|vendu|sold)\b/i],
  ['rented', 13, /^(verhuurd|lou[ée]|rented|let)\b/i],
  ['option', 3, /optie|option/i],
];

function subStatus(id: number | undefined, name: string | undefined): 'sold' | 'rented' | 'option' | null {
  // A name is the office's own word for its number: it decides when it is sent ("Te koop" with 6 is for sale).
  const found = name?.trim()
    ? SUB_STATUS.find(([, , pattern]) => pattern.test(name.trim()))
    : SUB_STATUS.find(([, n]) => n === id);
  return found?.[0] ?? null;
}

/**
 * `Status`: 0 prospective (the office's own work: a draft), 1 active, 2 sold, 3 cancelled, 4 rented,
 * 5 inactive, 6 reference (a past sale or let the agency shows as a reference). An active listing's
 * `SubStatus` says it is sold, rented or under option before the file is closed.
 */
export function omnicasaListing(
  status: number | undefined,
  goal: number | undefined,
  sub?: { id?: number; name?: string },
): Listing {
  const done: Listing['availability'] = goal === 1 ? 'rented' : 'sold';
  switch (status) {
    case 1:
      return {
        status: 'published',
        availability: subStatus(sub?.id, sub?.name) ?? (goal === 2 ? 'takeover' : null),
      };
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

/** `ConditionID` (fw4-bvba/omnicasa-api's Condition): the state of the building, as the site's codes. */
const CONDITION: Record<number, string> = {
  1: 'used',
  2: 'new',
  3: 'to-build',
  4: 'to-renovate',
  5: 'renovated',
  6: 'to-restore',
  7: 'restored',
  8: 'to-demolish',
  9: 'to-refresh',
};
export const conditionOf = (id: number | undefined) => (id === undefined ? undefined : CONDITION[id]);

/** `MainStyleName` (the building's style, a name in the language asked for) → the site's code. */
const STYLE: Vocabulary = [
  ['contemporary', /hedendaags|contemporain|contemporary/i],
  ['modern', /modern/i],
  ['classic', /klassiek|classique|classic/i],
  ['rural', /landelijk|fermette|rustique|champ[êe]tre|rural|cottage/i],
  ['villa', /villa/i],
  ['mansion', /herenhuis|maison de ma[iî]tre|mansion|town\s*house/i],
  ['bel-etage', /bel[-\s]?[ée]tage/i],
  ['art-deco', /art[-\s]?d[ée]co/i],
];
export const styleOf = (names: (string | undefined)[]) => match(STYLE, names);

/**
 * `ChangeSince` ("Y-m-d H:i:s", no offset) for the changes since `since`. Whether Omnicasa reads it
 * on the clocks of Brussels or in UTC is documented nowhere public (fw4-bvba/omnicasa-api sends UTC
 * wall-clock time; the other public clients never ask for changes): sent as UTC wall-clock time, it
 * asks from `since` under the UTC reading and from one or two hours earlier under the Brussels
 * one, so that no change is missed under either (the run applies a change twice harmlessly).
 */
export function changeSince(since: Date): string {
  return since.toISOString().slice(0, 19).replace('T', ' ');
}
