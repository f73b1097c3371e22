/**
 * Whise's codes (issue 30, docs/connectors.md) and what the site calls them. Whise sends ids only;
 * their meaning is in its lookup lists and in the public clients' enumerations. Pure.
 */

/** `category.id` → the site's property type (its WebID); a studio is a flat's sub-category. */
const CATEGORY_TYPE: Record<number, number> = { 1: 1, 2: 2, 3: 4, 4: 9, 5: 6, 6: 8, 7: 7 };
const STUDIO_SUBCATEGORY = 21;
export const INVESTMENT_TYPE = 5;

export function siteType(category: number | undefined, subCategory: number | undefined): number | null {
  if (category === 2 && subCategory === STUDIO_SUBCATEGORY) return 3;
  return category !== undefined ? (CATEGORY_TYPE[category] ?? null) : null;
}

type Listing = {
  status: 'published' | 'draft' | 'withdrawn';
  availability: 'sold' | 'rented' | 'option' | null;
};

/**
 * `purposeStatus.id`: 1 for sale, 2 for rent, 3 sold, 4 rented, 5/6 under offer, 8–11 cancelled or
 * suspended, 12/13 option by the owner, 14 sold under conditions, 15–17 life annuity (for sale,
 * under offer, sold), 19–28 prospection, preparation, estimates: the office's own work, not
 * listings yet.
 */
const PURPOSE_STATUS: Record<number, Listing> = {
  1: { status: 'published', availability: null },
  2: { status: 'published', availability: null },
  3: { status: 'published', availability: 'sold' },
  4: { status: 'published', availability: 'rented' },
  5: { status: 'published', availability: 'option' },
  6: { status: 'published', availability: 'option' },
  8: { status: 'withdrawn', availability: null },
  9: { status: 'withdrawn', availability: null },
  10: { status: 'withdrawn', availability: null },
  11: { status: 'withdrawn', availability: null },
  12: { status: 'published', availability: 'option' },
  13: { status: 'published', availability: 'option' },
  14: { status: 'published', availability: 'sold' },
  15: { status: 'published', availability: null },
  16: { status: 'published', availability: 'option' },
  17: { status: 'published', availability: 'sold' },
  21: { status: 'published', availability: 'option' },
  22: { status: 'published', availability: 'option' },
};

/** Whise's `status.id`: 1 active, 5 archived, 6 deleted. `displayStatusId`: 1 offline, 2–5 online. */
const ACTIVE = 1;
const OFFLINE = 1;

/**
 * Whether and how a listing shows: archived, deleted, offline, cancelled or suspended ones are
 * withdrawn (410 for a page that was published); what is still being prepared is a draft.
 */
export function listingOf(purposeStatus: number | undefined, status: number | undefined, display: number | undefined) {
  if ((status !== undefined && status !== ACTIVE) || display === OFFLINE || display === undefined)
    return { status: 'withdrawn', availability: null } satisfies Listing;
  return PURPOSE_STATUS[purposeStatus ?? 0] ?? ({ status: 'draft', availability: null } satisfies Listing);
}

/** `purpose.id`: 1 sale, 2 rent, 3 life annuity (sold as a sale). */
export const goalOf = (purpose: number | undefined): 'sale' | 'rent' | null =>
  purpose === 1 || purpose === 3 ? 'sale' : purpose === 2 ? 'rent' : null;

/** `country.id` → the feed's country (10 is Belgium in the specification's numbering). */
export const COUNTRY: Record<number, { countryId?: number; countryName: string }> = {
  1: { countryId: 10, countryName: 'België' },
  2: { countryName: 'Nederland' },
  3: { countryName: 'France' },
  4: { countryName: 'Deutschland' },
  5: { countryName: 'Luxembourg' },
};

/** The text languages the site asks Whise for, by the site's locale. */
export const WHISE_LANGUAGES = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' } as const;

/** Option ids of the detail enumerations (fw4-bvba/whise-api, src/Enums/Details). */
const ORIENTATIONS: [string, number[]][] = [
  ['n', [27, 35, 43, 978, 987]],
  ['ne', [28, 36, 44, 979, 988]],
  ['e', [29, 37, 45, 980, 989]],
  ['se', [30, 38, 46, 981, 990]],
  ['s', [31, 39, 47, 982, 991]],
  ['sw', [32, 40, 48, 983, 992]],
  ['w', [33, 41, 49, 984, 993]],
  ['nw', [34, 42, 50, 985, 994]],
];

export function orientationOf(option: number | undefined): 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw' | null {
  const found = ORIENTATIONS.find(([, ids]) => option !== undefined && ids.includes(option));
  return (found?.[0] as 'n' | undefined) ?? null;
}

/** Kitchen (detail 1595): not fitted, semi-fitted, fitted, fully fitted, and their American (open) forms. */
export const KITCHEN: Record<number, string> = {
  684: 'fitted',
  685: 'fitted',
  686: 'fully-equipped',
  687: 'open',
  688: 'open',
  689: 'fully-equipped',
};

/** Town-planning destination (detail 1736, fw4-bvba/whise-api's GroundDestination). */
export const PLANNING_ZONE: Record<number, string> = {
  1: 'agricultural',
  2: 'economic-activity',
  3: 'extraction',
  4: 'reserve',
  5: 'forest',
  6: 'industrial',
  7: 'day-leisure',
  8: 'stay-leisure',
  9: 'mixed-residential',
  10: 'nature',
  11: 'park',
  12: 'residential',
  13: 'residential-valuable',
  14: 'residential-park',
  15: 'residential-extension',
  16: 'green-belt',
  17: 'nature-reserve',
  18: 'agricultural-valuable',
  19: 'industrial',
  999: 'residential-rural',
  1871: 'urban-development',
};

/** Summons (detail 2712, SummonsType): 1832 a summons, 1833-1836 another measure; 1837 none. */
export function summonsOf(option: number | undefined): boolean | undefined {
  if (option === 1837) return false;
  return option !== undefined && option >= 1832 && option <= 1836 ? true : undefined;
}

/** Flood area type (detail 2223): a delimited flood area (1231) or a riverside area (1232). */
export const FLOOD_AREA: Record<number, { zoneName?: string; riparianZone?: boolean }> = {
  1231: { zoneName: 'delimited-flood-area' },
  1232: { riparianZone: true },
};

/** Electricity inspection (detail 1793): 1454 conform, 1455 not conform (named, not shown as a yes), 1456 none. */
export const ELECTRICITY: Record<number, boolean> = { 1454: true, 1456: false };

/** State of the building (`state.id`, fw4-bvba/whise-api's State). */
export const STATE: Record<number, string> = {
  1: 'new',
  2: 'excellent',
  3: 'refreshed',
  4: 'good',
  5: 'to-refresh',
  6: 'to-renovate',
  7: 'to-rebuild',
  11: 'to-build',
  15: 'renovated',
};

/** Flood risk (detail 2222). */
export const FLOOD: Record<number, string> = {
  1229: 'effectively-flood-prone',
  1230: 'possibly-flood-prone',
  1233: 'not-flood-prone',
};

/** Heating (detail 1020, "HeaterType"): gas, fuel oil, electric, heat pump; the others stay unplaced. */
const HEATER_KINDS: [string, number[]][] = [
  ['gas', [659, 660, 1014, 1015, 1036, 1037]],
  ['oil', [661, 1016, 1038]],
  ['electric', [662, 1017, 1039]],
  ['heatpump', [667, 1022, 1044]],
];
export const HEATING: Record<number, string> = Object.fromEntries(
  HEATER_KINDS.flatMap(([kind, ids]) => ids.map((id) => [id, kind])),
);
