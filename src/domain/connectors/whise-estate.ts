import { brusselsInstant, brusselsWallClock } from '../format/brussels-time';
import { htmlToParagraphs } from '../format/html-text';
import { detectMedia } from '../property/video';
import {
  COUNTRY,
  ELECTRICITY,
  FLOOD,
  FLOOD_AREA,
  HEATING,
  INVESTMENT_TYPE,
  KITCHEN,
  PLANNING_ZONE,
  STATE,
  WHISE_LANGUAGES,
  goalOf,
  listingOf,
  orientationOf,
  siteType,
  summonsOf,
} from './whise-codes';
import { carriesValue, compact, listingTitle as title, roomCount, unreadKeys } from './values';

/**
 * One Whise estate (`POST v1/estates/list`, issue 30) turned into the site's feed record: a
 * property, or a project when it can have children (its units name it by `parentId`). Whise leaves
 * out many empty keys, not all (a recorded answer has `furnished: 0`). Every key and detail this mapping does not place is
 * named in `unplaced`, so that a run reports it once instead of dropping it silently. The record
 * is checked afterwards by the feed's own schema, like any feed's. Pure.
 */
export type WhiseEstate = Record<string, unknown>;
type Detail = { id?: unknown; value?: unknown; label?: unknown; enum?: { id?: unknown } };
type Text = { languageId?: unknown; content?: unknown };
type Picture = { id?: unknown; order?: unknown; urlSmall?: unknown; urlLarge?: unknown; urlXXL?: unknown };

export type MappedEstate = {
  kind: 'property' | 'project';
  record: Record<string, unknown>;
  unplaced: string[];
  hidden?: string;
};

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())
      ? Number(v)
      : undefined;
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const idOf = (v: unknown): number | undefined => num((v as { id?: unknown } | undefined)?.id);
const count = (v: unknown) => roomCount(num(v));
const positive = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && n > 0 ? n : undefined;
};
const nonNegative = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && n >= 0 ? n : undefined;
};
const yes = (v: unknown): boolean | undefined => (v === '1' ? true : v === '0' ? false : undefined);

/** "2025-04-28T09:14:34.64", on the clocks of Brussels (Whise sends no zone) → an ISO instant. */
export function whiseInstant(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(value) : null;
  return m ? brusselsInstant(m[1]!, m[2]!)?.toISOString() : undefined;
}

/** An instant as Whise's changed-since filter takes it: "2025-06-03 11:02:17" on the clocks of Brussels. */
export function whiseSince(at: Date): string {
  return brusselsWallClock(at);
}

/** "08/18/2025 00:00" (month first) → "2025-08-18". */
export function whiseDay(value: unknown): string | undefined {
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value.trim()) : null;
  if (!m) return undefined;
  const day = `${m[3]}-${m[1]}-${m[2]}`;
  return Number.isNaN(Date.parse(day)) ? undefined : day;
}

/** "179", "179-179", "179,5" → 179 (the first figure of a range). */
export function energyFigure(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const m = typeof value === 'string' ? /^\s*(-?\d+(?:[.,]\d+)?)/.exec(value) : null;
  return m ? Number(m[1]!.replace(',', '.')) : undefined;
}

/** The keys of an estate this mapping reads, or knowingly leaves (Whise's own bookkeeping). */
const READ = new Set([
  'id',
  'referenceNumber',
  'floor',
  'state',
  'availabilityDateTime',
  'name',
  'purpose',
  'purposeStatus',
  'status',
  'displayStatusId',
  'category',
  'subCategory',
  'price',
  'currency',
  'displayPrice',
  'address',
  'number',
  'box',
  'zip',
  'city',
  'country',
  'displayAddress',
  'area',
  'groundArea',
  'gardenArea',
  'rooms',
  'bedRooms',
  'bedrooms',
  'bathRooms',
  'garage',
  'parking',
  'garden',
  'terrace',
  'fronts',
  'furnished',
  'energyClass',
  'energyValue',
  'shortDescription',
  'longDescription',
  'sms',
  'pictures',
  'details',
  'parentId',
  'canHaveChildren',
  'estateOrder',
  'createDateTime',
  'updateDateTime',
  'putOnlineDateTime',
  'investmentEstate',
  'linkVirtualVisit',
  'link3DModel',
  'minArea',
  'maxArea',
  // Whise's bookkeeping, nothing a visitor reads:
  'client',
  'clientId',
  'office',
  'officeId',
  'priceChangeDateTime',
  'isValidRequest',
  'validationErrors',
]);

const DETAILS_READ = new Set([
  14, 15, 19, 27, 55, 57, 301, 372, 574, 585, 691, 713, 724, 757, 763, 808, 812, 820, 874, 998, 999, 1009, 1020, 1595,
  1734, 1736, 1737, 1760, 1772, 1793, 1849, 1850, 1914, 2056, 2089, 2090, 2222, 2223, 2390, 2391, 2712, 2776,
]);

const LOCALE_OF = Object.fromEntries(Object.entries(WHISE_LANGUAGES).map(([locale, id]) => [id, locale])) as Record<
  string,
  'nl' | 'fr' | 'en'
>;

function textsIn(list: unknown): Partial<Record<'nl' | 'fr' | 'en', string>> {
  const out: Partial<Record<'nl' | 'fr' | 'en', string>> = {};
  for (const t of Array.isArray(list) ? (list as Text[]) : []) {
    const locale = typeof t.languageId === 'string' ? LOCALE_OF[t.languageId] : undefined;
    const content = typeof t.content === 'string' ? htmlToParagraphs(t.content) : '';
    if (locale && content && !out[locale]) out[locale] = content;
  }
  return out;
}

function texts(estate: WhiseEstate, announcement: string | undefined) {
  const short = textsIn(estate.shortDescription);
  const long = textsIn(estate.longDescription);
  const sms = textsIn(estate.sms);
  const out: Record<string, { title: string; description: string }> = {};
  for (const locale of ['nl', 'fr', 'en'] as const) {
    const description = long[locale] ?? short[locale] ?? '';
    const heading = sms[locale] ?? (locale === 'nl' ? announcement : undefined) ?? description;
    if (heading) out[locale] = { title: title(heading), description: description.slice(0, 20_000) };
  }
  const name = str(estate.name);
  if (!Object.keys(out).length && name) out.nl = { title: title(name), description: '' };
  return out;
}

/**
 * Photos in Whise's order (a missing `order` is 0, then by id), each once (Whise lists a unit's
 * photos twice under different ids: the same file), at the largest size it offers.
 */
export function whisePhotos(list: unknown): { url: string }[] {
  const pictures = (Array.isArray(list) ? (list as Picture[]) : [])
    .map((p) => ({ p, url: str(p.urlXXL) ?? str(p.urlLarge) ?? str(p.urlSmall) }))
    .filter((x): x is { p: Picture; url: string } => x.url !== undefined && /^https?:\/\//i.test(x.url))
    .sort((a, b) => (num(a.p.order) ?? 0) - (num(b.p.order) ?? 0) || (num(a.p.id) ?? 0) - (num(b.p.id) ?? 0));
  const seen = new Set<string>();
  const photos: { url: string }[] = [];
  for (const { url } of pictures) {
    const file = url.split('?')[0]!.split('/').pop()!.toLowerCase();
    if (seen.has(file)) continue;
    seen.add(file);
    photos.push({ url });
  }
  return photos.slice(0, 100);
}

/** Why the site does not show an estate, in Whise's terms (the run names it). */
function hiddenWhy(estate: WhiseEstate, status: string): string | undefined {
  if (status === 'published') return undefined;
  return `status ${String(idOf(estate.status))}, purposeStatus ${String(idOf(estate.purposeStatus))}, displayStatusId ${String(num(estate.displayStatusId))}`;
}

export function mapWhiseEstate(estate: WhiseEstate): MappedEstate {
  const unplaced = unreadKeys(estate, READ);
  const details = new Map<number, Detail>();
  for (const d of Array.isArray(estate.details) ? (estate.details as Detail[]) : []) {
    const id = num(d.id);
    if (id === undefined) continue;
    details.set(id, d);
    if (!DETAILS_READ.has(id) && carriesValue(d.value ?? d.enum))
      unplaced.push(`details ${id}${typeof d.label === 'string' && d.label.trim() ? ` (${d.label.trim()})` : ''}`);
  }
  const value = (id: number) => details.get(id)?.value;
  const option = (id: number) => num(details.get(id)?.enum?.id);
  if (option(1793) === 1455) unplaced.push('details 1793 (electricity inspection: not conform)');
  if (estate.state !== undefined && STATE[idOf(estate.state) ?? 0] === undefined && carriesValue(estate.state))
    unplaced.push(`state ${String(idOf(estate.state))}`);

  const listing = listingOf(idOf(estate.purposeStatus), idOf(estate.status), num(estate.displayStatusId));
  const country = COUNTRY[idOf(estate.country) ?? 1];
  const lat = num(value(1849));
  const lng = num(value(1850));
  const address = compact({
    street: str(estate.address),
    houseNumber: str(estate.number),
    box: str(estate.box),
    zip: str(estate.zip) ?? '',
    city: str(estate.city) ?? '',
    countryId: country?.countryId,
    countryName: country?.countryName,
    publish: estate.displayAddress === true,
  });
  const common = {
    id: num(estate.id),
    status: listing.status,
    goal: goalOf(idOf(estate.purpose)) ?? undefined,
    listedAt: whiseInstant(estate.putOnlineDateTime) ?? whiseInstant(estate.createDateTime),
    updatedAt: whiseInstant(estate.updateDateTime),
    texts: texts(estate, str(value(1914))),
    address,
    location: lat !== undefined && lng !== undefined && (lat !== 0 || lng !== 0) ? { lat, lng } : undefined,
    photos: whisePhotos(estate.pictures),
  };
  const type = siteType(idOf(estate.category), idOf(estate.subCategory));

  if (estate.canHaveChildren === true)
    return {
      kind: 'project',
      record: compact({ ...common, name: str(estate.name)?.slice(0, 120), type }) ?? {},
      unplaced,
    };

  const price = num(estate.price);
  const videos = [str(estate.link3DModel), str(estate.linkVirtualVisit)].filter(
    (url): url is string => url !== undefined && detectMedia(url) !== null,
  );
  for (const key of ['link3DModel', 'linkVirtualVisit'] as const) {
    const url = str(estate[key]);
    if (url && detectMedia(url) === null) unplaced.push(`${key} (not a video or tour the site can show)`);
  }
  const record = compact({
    ...common,
    reference: str(estate.referenceNumber)?.slice(0, 40),
    type: type ?? undefined,
    types: estate.investmentEstate === true && type !== INVESTMENT_TYPE ? [INVESTMENT_TYPE] : undefined,
    price: price !== undefined && price >= 0 ? Math.round(price) : undefined,
    publishPrice: estate.displayPrice === true,
    projectId: num(estate.parentId),
    availability: listing.availability ?? undefined,
    bedrooms: count(estate.bedRooms ?? estate.bedrooms ?? estate.rooms),
    bathrooms: count(estate.bathRooms),
    showerrooms: count(value(57)),
    toilets: count(value(55)),
    floors: count(value(15)),
    garages: count(value(19) ?? estate.garage),
    parkings: count(value(998)),
    externalParkings: count(value(999)),
    livingSurface: positive(estate.area),
    groundSurface: positive(estate.groundArea),
    energyScore: energyFigure(value(2089)) ?? energyFigure(estate.energyValue),
    energyLabel: (str(value(2056)) ?? str(estate.energyClass))?.slice(0, 10),
    surfaces: compact({
      garden: positive(estate.gardenArea),
      terrace: positive(value(874)),
      constructed: positive(value(27)),
      living: positive(value(1009)),
      frontWidth: positive(value(713)),
    }),
    construction: compact({
      constructionYear: yearOf(value(14)),
      renovationYear: yearOf(value(585)),
      facades: (() => {
        const n = count(estate.fronts);
        return n !== undefined && n >= 1 && n <= 4 ? n : undefined;
      })(),
      floor: (() => {
        const n = num(estate.floor);
        return n !== undefined && Number.isInteger(n) && n >= -10 && n <= 300 ? n : undefined;
      })(),
      condition: STATE[idOf(estate.state) ?? 0],
    }),
    comfort: compact({
      kitchen: KITCHEN[option(1595) ?? 0],
      heatingType: HEATING[option(1020) ?? 0],
      rearOrientation: orientationOf(option(1737)) ?? undefined,
    }),
    flags: compact({
      lift: yes(value(372)),
      gas: yes(value(1760)),
      water: yes(value(1772)),
      electricityConnection: yes(value(757)),
      drainConnection: yes(value(724)),
      garden: estate.garden === undefined ? undefined : num(estate.garden)! > 0,
      terrace: estate.terrace === undefined ? undefined : num(estate.terrace)! > 0,
      garage: estate.garage === undefined ? undefined : num(estate.garage)! > 0,
      parking: estate.parking === undefined ? undefined : num(estate.parking)! > 0,
      furnished: estate.furnished === undefined ? undefined : num(estate.furnished) === 1,
    }),
    planning: compact({
      permit: yes(value(808)),
      allotmentPermit: yes(value(812)),
      preemptiveRights: yes(value(1734)),
      summons: summonsOf(option(2712)),
      planningZone: PLANNING_ZONE[option(1736) ?? 0],
      pendingProceedings: yes(value(691)),
    }),
    energy: compact({
      epc: energyFigure(value(2089)) ?? energyFigure(estate.energyValue),
      co2Emission: energyFigure(value(2090)),
      epcTotal: energyFigure(value(2390)),
      certificateCode: str(value(2391))?.slice(0, 60),
      expiryDate: whiseDay(value(2776)),
    }),
    flood: compact({ riskAreaText: FLOOD[option(2222) ?? 0], ...FLOOD_AREA[option(2223) ?? 0] }),
    certificates: compact({
      ground: yes(value(820)),
      fuelTank: yes(value(763)),
      electricity: ELECTRICITY[option(1793) ?? 0],
    }),
    financial: compact({ chargesRenter: nonNegative(value(301)), vatRegime: yes(value(574)) }),
    availableFrom: whiseInstant(estate.availabilityDateTime)?.slice(0, 10),
    videos: videos.length ? videos : undefined,
  });
  return { kind: 'property', record: record ?? {}, unplaced, hidden: hiddenWhy(estate, listing.status) };
}

function yearOf(v: unknown): number | undefined {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) && n >= 1500 && n <= 2100 ? n : undefined;
}
