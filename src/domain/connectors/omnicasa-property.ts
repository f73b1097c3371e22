import { brusselsInstant } from '../format/brussels-time';
import { htmlToParagraphs } from '../format/html-text';
import { placeName } from '../place/place-names';
import { detectMedia } from '../property/video';
import {
  OMNICASA_LANGUAGES,
  facadesOf,
  glazingOf,
  heatingOf,
  kitchenOf,
  omnicasaGoal,
  conditionOf,
  omnicasaListing,
  orientationOf,
  styleOf,
  typeOfMainType,
  type OmnicasaLocale,
} from './omnicasa-codes';
import { compact, listingTitle as title, roomCount, unreadKeys } from './values';

/**
 * One Omnicasa property or project (`GetPropertyList`, `GetProjectList`, issue 30) turned into the
 * site's feed record. Omnicasa answers one language per call, so a listing arrives as its items in
 * nl, fr and en (`OmnicasaItems`): the first gives the fields, each its language's texts and names.
 * Its field names are those of the specification's section 3 (the site it describes ran on
 * Omnicasa). Keys are left out per listing when empty. Every key this mapping does not place is
 * named in `unplaced`; the record is checked afterwards by the feed's own schema. Pure.
 */
export type OmnicasaItem = Record<string, unknown>;
export type OmnicasaItems = Partial<Record<OmnicasaLocale, OmnicasaItem>>;
type Mapped = { kind: 'property' | 'project'; record: Record<string, unknown>; unplaced: string[]; hidden?: string };

const LOCALES = Object.keys(OMNICASA_LANGUAGES) as OmnicasaLocale[];

const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && /^-?\d+([.,]\d+)?$/.test(v.trim())
      ? Number(v.trim().replace(',', '.'))
      : undefined;
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const positive = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && n > 0 ? n : undefined;
};
/** Omnicasa's booleans: true/false, 1/0 or "1"/"0" (the WordPress clients store them as text). */
const bool = (v: unknown): boolean | undefined =>
  v === true || v === 1 || v === '1' || v === 'true'
    ? true
    : v === false || v === 0 || v === '0' || v === 'false'
      ? false
      : undefined;
const count = (v: unknown) => roomCount(num(v));
/** The storey a flat is on (`Floor`: 0 the ground floor). */
const storey = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) && n >= -10 && n <= 300 ? n : undefined;
};

/**
 * "2025-06-02 16:05:13" (on the clocks of Brussels) or WCF's "/Date(1748873113000+0200)/" → an ISO
 * instant; anything else → undefined.
 */
export function omnicasaInstant(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim());
  if (wcf) return new Date(Number(wcf[1])).toISOString();
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value.trim());
  return m ? brusselsInstant(m[1]!, m[2]!)?.toISOString() : undefined;
}

/** The keys of a property this mapping reads, or knowingly leaves (bookkeeping and smaller copies). */
const READ = new Set([
  'ID',
  'Ident',
  'Title',
  'Goal',
  'Status',
  'SubStatus',
  'SubStatusName',
  'Marquee',
  'MarqueeName',
  'MarqueeShowOrder',
  'WebID',
  'WebIDs',
  'WebIDName',
  'MainTypeID',
  'MainTypeName',
  'TypeDescription',
  'RecordFile',
  'ProjectID',
  'Price',
  'StartPrice',
  'PublishPrice',
  'PriceUnit',
  'PriceUnitText',
  'Street',
  'HouseNumber',
  'BoxNr',
  'Box',
  'Zip',
  'City',
  'District',
  'CountryID',
  'CountryAbbr',
  'CountryName',
  'PublishAddress',
  'GoogleX',
  'GoogleY',
  'SurfaceTotal',
  'SurfaceLiving',
  'SurfaceGarden',
  'SurfaceTerrace',
  'SurfaceConstructed',
  'SurfaceOffice',
  'SurfaceGround',
  'NumberOfBedRooms',
  'NumberOfBathRooms',
  'NumberOfShowerRooms',
  'NumberOfToilets',
  'NumberOfGarages',
  'NumberOfParkings',
  'NumberOfFloors',
  'ConstructionYear',
  'RenovationYear',
  'ConstructionName',
  'HasGarden',
  'HasTerrace',
  'HasGarage',
  'HasParking',
  'HasFurnished',
  'HasLift',
  'HasCellar',
  'HasAttic',
  'KitchenName',
  'HeatingName',
  'WindowGlazing',
  'OrientationT',
  'EnergyPerformance',
  'EPCLabelText',
  'Floor',
  'ConditionID',
  'ConditionName',
  'MainStyleName',
  'ModifiedSubstatusDate',
  'DescriptionA',
  'DescriptionB',
  'VirtualTour',
  'CreatedDate',
  'LastChangedDate',
  'XLargePictureItems',
  'XLargePictureItem',
  'LargePictures',
  'LargePicture',
  // Omnicasa's bookkeeping and the smaller copies of the photos, nothing a visitor misses:
  'OfficeID',
  'OfficeName',
  'SiteID',
  'IsOffice',
  'SmallPicture',
  'SmallPictures',
  'SmallPictureItem',
  'SmallPictureItems',
  'MediumPicture',
  'MediumPictures',
  'MediumPictureItem',
  'MediumPictureItems',
  'LargePictureItem',
  'LargePictureItems',
]);

/** Omnicasa's descriptions are plain text with line breaks; an office that pasted HTML gets it made plain. */
const plain = (v: unknown): string | undefined => {
  const text = str(v);
  if (!text) return undefined;
  return (/<[a-z][^>]*>/i.test(text) ? htmlToParagraphs(text) : text.replace(/\r\n?/g, '\n')).trim() || undefined;
};

function texts(items: OmnicasaItems, heading: (item: OmnicasaItem, locale: OmnicasaLocale) => string | undefined) {
  const out: Partial<Record<OmnicasaLocale, { title: string; description: string }>> = {};
  for (const locale of LOCALES) {
    const item = items[locale];
    if (!item) continue;
    const description = [plain(item.DescriptionA), plain(item.DescriptionB)].filter(Boolean).join('\n\n');
    const head = heading(item, locale) ?? description;
    if (head) out[locale] = { title: title(head), description: description.slice(0, 20_000) };
  }
  return out;
}

/** One text per language of a key (`TypeDescription`, `MarqueeName`), as the feed's localized field. */
function localized(items: OmnicasaItems, key: string, max: number) {
  return compact(Object.fromEntries(LOCALES.map((l) => [l, str(items[l]?.[key])?.slice(0, max)])));
}

/**
 * The photos at the largest size Omnicasa offers (`XLargePictureItems`, then `LargePictures`, then
 * the single main photo), in its order, each once.
 */
export function omnicasaPhotos(item: OmnicasaItem): { url: string }[] {
  const items = (key: string) =>
    (Array.isArray(item[key]) ? (item[key] as unknown[]) : [])
      .map((p) => (typeof p === 'string' ? p : str((p as { Url?: unknown } | null)?.Url)))
      .filter((u): u is string => u !== undefined);
  const single = str((item.XLargePictureItem as { Url?: unknown } | undefined)?.Url) ?? str(item.LargePicture);
  const urls =
    [items('XLargePictureItems'), items('LargePictures'), single ? [single] : []].find((l) => l.length) ?? [];
  const seen = new Set<string>();
  return urls
    .filter((url) => /^https?:\/\//i.test(url) && !seen.has(url) && seen.add(url))
    .slice(0, 100)
    .map((url) => ({ url }));
}

function address(item: OmnicasaItem) {
  const abbr = str(item.CountryAbbr)?.toUpperCase();
  const id = num(item.CountryID);
  // The specification numbers Belgium 10 and Luxembourg 50; Omnicasa's own country ids are its list's.
  const countryId = abbr === 'B' || abbr === 'BE' ? 10 : abbr === 'L' || abbr === 'LU' ? 50 : abbr ? undefined : id;
  return compact({
    street: str(item.Street),
    houseNumber: str(item.HouseNumber),
    box: str(item.BoxNr) ?? str(item.Box),
    zip: str(item.Zip) ?? '',
    city: str(item.City) ?? '',
    countryId,
    countryName: str(item.CountryName),
    publish: bool(item.PublishAddress),
  });
}

function location(item: OmnicasaItem) {
  // GoogleX is the latitude, GoogleY the longitude (as Omnicasa's own site reads them).
  const lat = num(item.GoogleX);
  const lng = num(item.GoogleY);
  return lat !== undefined &&
    lng !== undefined &&
    (lat !== 0 || lng !== 0) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : undefined;
}

const first = (items: OmnicasaItems): OmnicasaItem => items.nl ?? items.fr ?? items.en ?? {};
const namesOf = (items: OmnicasaItems, key: string) => LOCALES.map((l) => str(items[l]?.[key]));

/** A lookup name matched to the site's code, or named as not placed. */
function coded<T>(
  items: OmnicasaItems,
  key: string,
  match: (names: (string | undefined)[]) => T | undefined,
  unplaced: string[],
): T | undefined {
  const names = namesOf(items, key);
  const code = match(names);
  const shown = names.find(Boolean);
  if (code === undefined && shown) unplaced.push(`${key} ("${shown.slice(0, 40)}")`);
  return code;
}

function yearOf(v: unknown): number | undefined {
  const n = num(v);
  return n !== undefined && Number.isInteger(n) && n >= 1500 && n <= 2100 ? n : undefined;
}

function types(v: unknown, type: number | undefined): number[] | undefined {
  const list = (typeof v === 'string' ? v.split(',') : Array.isArray(v) ? v : [])
    .map((t) => num(typeof t === 'string' ? t.trim() : t))
    .filter((t): t is number => t !== undefined && Number.isInteger(t) && t > 0 && t !== type);
  return list.length ? [...new Set(list)].slice(0, 10) : undefined;
}

export function mapOmnicasaProperty(items: OmnicasaItems): Mapped {
  const item = first(items);
  const unplaced = unreadKeys(item, READ);
  const goal = num(item.Goal);
  const listing = omnicasaListing(num(item.Status), goal, {
    id: num(item.SubStatus),
    name: str(item.SubStatusName),
  });
  const type = num(item.WebID) ?? typeOfMainType(num(item.MainTypeID));
  const price = num(item.Price);
  const marquee = num(item.Marquee);
  const videoUrl = str(item.VirtualTour);
  if (videoUrl && detectMedia(videoUrl) === null) unplaced.push('VirtualTour (not a video or tour the site can show)');
  if (marquee !== undefined && !(Number.isInteger(marquee) && marquee >= 0 && marquee <= 4))
    unplaced.push(`Marquee (${marquee}: the site shows 0 to 4)`);
  const projectId = num(item.ProjectID);
  // A title Omnicasa does not write is made in the language's own place name (Gand in French).
  const heading = (i: OmnicasaItem, locale: OmnicasaLocale) => {
    const kind = str(i.TypeDescription);
    const city = str(i.City);
    return str(i.Title) ?? (kind && city ? `${kind} – ${placeName(city, locale)}` : undefined) ?? str(i.Ident);
  };
  const record = compact({
    id: num(item.ID),
    status: listing.status,
    goal: omnicasaGoal(goal) ?? undefined,
    listedAt: omnicasaInstant(item.CreatedDate),
    updatedAt: omnicasaInstant(item.LastChangedDate),
    type,
    types: types(item.WebIDs, type),
    typeDescription: localized(items, 'TypeDescription', 200),
    reference: str(item.RecordFile)?.slice(0, 40),
    price: price !== undefined && price >= 0 ? Math.round(price) : undefined,
    publishPrice: bool(item.PublishPrice),
    priceUnit: (() => {
      const unit = num(item.PriceUnit);
      return unit !== undefined && Number.isInteger(unit) && unit >= 0 && unit <= 1000 ? unit : undefined;
    })(),
    priceUnitText: str(item.PriceUnitText)?.slice(0, 60),
    marquee: marquee !== undefined && Number.isInteger(marquee) && marquee >= 0 && marquee <= 4 ? marquee : undefined,
    marqueeName: localized(items, 'MarqueeName', 60),
    availability: listing.availability ?? undefined,
    address: address(item),
    location: location(item),
    projectId: projectId !== undefined && projectId > 0 ? projectId : undefined,
    bedrooms: count(item.NumberOfBedRooms),
    bathrooms: count(item.NumberOfBathRooms),
    showerrooms: count(item.NumberOfShowerRooms),
    toilets: count(item.NumberOfToilets),
    floors: count(item.NumberOfFloors),
    garages: count(item.NumberOfGarages),
    parkings: count(item.NumberOfParkings),
    livingSurface: positive(item.SurfaceLiving),
    groundSurface: positive(item.SurfaceGround),
    energyScore: num(item.EnergyPerformance),
    energyLabel: str(item.EPCLabelText)?.slice(0, 10),
    surfaces: compact({
      total: positive(item.SurfaceTotal),
      garden: positive(item.SurfaceGarden),
      terrace: positive(item.SurfaceTerrace),
      office: positive(item.SurfaceOffice),
      constructed: positive(item.SurfaceConstructed),
    }),
    construction: compact({
      constructionYear: yearOf(item.ConstructionYear),
      renovationYear: yearOf(item.RenovationYear),
      facades: coded(items, 'ConstructionName', facadesOf, unplaced),
      windowGlazing: coded(items, 'WindowGlazing', glazingOf, unplaced),
      floor: storey(item.Floor),
      condition: conditionOf(num(item.ConditionID)) ?? str(item.ConditionName)?.slice(0, 60),
      style: coded(items, 'MainStyleName', styleOf, unplaced),
    }),
    comfort: compact({
      kitchen: coded(items, 'KitchenName', kitchenOf, unplaced),
      heatingType: coded(items, 'HeatingName', heatingOf, unplaced),
      gardenOrientation: coded(items, 'OrientationT', orientationOf, unplaced),
    }),
    flags: compact({
      garden: bool(item.HasGarden),
      terrace: bool(item.HasTerrace),
      garage: bool(item.HasGarage),
      parking: bool(item.HasParking),
      furnished: bool(item.HasFurnished),
      lift: bool(item.HasLift),
      cellar: bool(item.HasCellar),
      attic: bool(item.HasAttic),
    }),
    energy: compact({ epc: num(item.EnergyPerformance) }),
    texts: texts(items, heading),
    photos: omnicasaPhotos(item),
    videos: videoUrl && detectMedia(videoUrl) !== null ? [videoUrl] : undefined,
  });
  const hidden =
    listing.status === 'published'
      ? undefined
      : `Status ${String(num(item.Status))}${listing.status === 'draft' ? ' (prospective)' : ''}`;
  return { kind: 'property', record: record ?? {}, unplaced, hidden };
}

/** The keys of a project this mapping reads, or knowingly leaves. */
const PROJECT_READ = new Set([
  ...READ,
  'Name',
  'Description',
  'PublishInternet',
  'PublishWebsite',
  'ProjectWebID',
  'PriceMin',
  'PriceMax',
  'PublicAddress',
]);

export function mapOmnicasaProject(items: OmnicasaItems): Mapped {
  const item = first(items);
  const unplaced = unreadKeys(item, PROJECT_READ);
  const published = bool(item.PublishInternet) !== false && bool(item.PublishWebsite) !== false;
  const min = positive(item.PriceMin);
  const max = positive(item.PriceMax);
  const range = min !== undefined && max !== undefined && min > max ? {} : { priceMin: min, priceMax: max };
  const withAddress = { ...item, PublishAddress: item.PublishAddress ?? item.PublicAddress };
  const projectTexts = texts(
    Object.fromEntries(
      LOCALES.filter((l) => items[l]).map((l) => [
        l,
        { ...items[l], DescriptionA: items[l]!.DescriptionA ?? items[l]!.Description },
      ]),
    ),
    (i) => str(i.Name) ?? str(i.Title),
  );
  const record = compact({
    id: num(item.ID),
    status: published ? 'published' : 'withdrawn',
    goal: omnicasaGoal(num(item.Goal)) ?? undefined,
    name: str(item.Name)?.slice(0, 120),
    listedAt: omnicasaInstant(item.CreatedDate),
    updatedAt: omnicasaInstant(item.LastChangedDate),
    type: num(item.ProjectWebID) ?? num(item.WebID),
    texts: projectTexts,
    address: address(withAddress),
    location: location(item),
    priceMin: range.priceMin !== undefined ? Math.round(range.priceMin) : undefined,
    priceMax: range.priceMax !== undefined ? Math.round(range.priceMax) : undefined,
    photos: omnicasaPhotos(item),
  });
  return { kind: 'project', record: record ?? {}, unplaced };
}
