/**
 * Records in the specification's own wire names (section 3, "Property (list)": `ID`, `Goal` 0/1,
 * `Price`, …, `XLargePictureItem`), the shape Belgian agency software already produces, mapped
 * to the feed's property record. Recognised by their `ID` key. One record per language (its
 * `language`) is usual: the records of one ID are merged, each adding its texts. Keys this
 * adapter does not know are left out (such feeds carry many more); the known ones are checked
 * by the property schema, and a problem is named by its wire key.
 */
import { TEXT_LANGUAGES, type TextLanguage } from '../language/site-locales';

type Wire = Record<string, unknown>;

/** Our field path → the wire key a person sees in their own feed. */
const WIRE_NAMES: Record<string, string> = {
  id: 'ID',
  goal: 'Goal',
  price: 'Price',
  publishPrice: 'PublishPrice',
  priceUnit: 'PriceUnit',
  priceUnitText: 'PriceUnitText',
  marquee: 'Marquee',
  'address.street': 'Street',
  'address.houseNumber': 'HouseNumber',
  'address.box': 'BoxNr',
  'address.zip': 'Zip',
  'address.city': 'City',
  'address.countryId': 'CountryID',
  'address.publish': 'PublishAddress',
  energyScore: 'EnergyPerformance',
  energyLabel: 'EPCLabelText',
  type: 'WebID',
  types: 'WebIDs',
  reference: 'RecordFile',
  projectId: 'ProjectID',
  photos: 'XLargePictureItem',
  texts: 'Title',
};

export function isWireRecord(raw: unknown): raw is Wire {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) && 'ID' in raw;
}

function locale(raw: Wire): TextLanguage {
  const value = String(raw.language ?? raw.Language ?? 'nl')
    .toLowerCase()
    .slice(0, 2);
  return (TEXT_LANGUAGES as readonly string[]).includes(value) ? (value as TextLanguage) : 'nl';
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
/** Numbers may come as text ("325000", "1,5"); what is not a number stays as it is, to be named. */
const num = (v: unknown): unknown => {
  if (typeof v !== 'string') return v ?? undefined;
  const t = v.trim().replace(',', '.');
  return t === '' ? undefined : Number.isFinite(Number(t)) ? Number(t) : v;
};
const bool = (v: unknown): unknown =>
  v === 1 || v === '1' || v === 'true' || v === true
    ? true
    : v === 0 || v === '0' || v === 'false' || v === false
      ? false
      : (v ?? undefined);

function picture(raw: Wire): unknown[] | undefined {
  for (const key of ['XLargePictureItem', 'MediumPictureItem', 'SmallPictureItem']) {
    const item = raw[key] as Wire | undefined;
    if (item && typeof item === 'object' && item.Url) {
      const width = num(item.Width);
      const height = num(item.Height);
      return [
        {
          url: item.Url,
          ...(typeof width === 'number' && width > 0 ? { width } : {}),
          ...(typeof height === 'number' && height > 0 ? { height } : {}),
        },
      ];
    }
  }
  return undefined;
}

function title(raw: Wire): string | undefined {
  const kind = str(raw.TypeDescription) ?? str(raw.MainTypeName);
  const city = str(raw.City);
  return str(raw.Title) ?? (kind && city ? `${kind} – ${city}` : (kind ?? city));
}

/** One wire record as a feed property (not yet checked). */
function mapOne(raw: Wire): Record<string, unknown> {
  const lang = locale(raw);
  const goal = num(raw.Goal);
  const types =
    typeof raw.WebIDs === 'string'
      ? raw.WebIDs.split(',')
          .map((t) => num(t.trim()))
          .filter((t) => t !== undefined)
      : raw.WebIDs;
  const heading = title(raw);
  const record: Record<string, unknown> = {
    id: num(raw.ID),
    goal: goal === 0 ? 'sale' : goal === 1 ? 'rent' : goal,
    type: num(raw.WebID),
    ...(types !== undefined ? { types } : {}),
    ...(raw.Price !== undefined ? { price: raw.Price === null ? null : num(raw.Price) } : {}),
    ...(raw.PublishPrice !== undefined ? { publishPrice: bool(raw.PublishPrice) } : {}),
    ...(raw.PriceUnit !== undefined ? { priceUnit: num(raw.PriceUnit) } : {}),
    ...(str(raw.PriceUnitText) ? { priceUnitText: str(raw.PriceUnitText) } : {}),
    ...(raw.Marquee !== undefined ? { marquee: num(raw.Marquee) } : {}),
    ...(str(raw.MarqueeName) ? { marqueeName: { [lang]: str(raw.MarqueeName) } } : {}),
    address: {
      ...(str(raw.Street) ? { street: str(raw.Street) } : {}),
      ...(str(raw.HouseNumber) ? { houseNumber: str(raw.HouseNumber) } : {}),
      ...(str(raw.BoxNr) ? { box: str(raw.BoxNr) } : {}),
      zip: str(raw.Zip),
      city: str(raw.City),
      ...(raw.CountryID !== undefined ? { countryId: num(raw.CountryID) } : {}),
      ...(raw.PublishAddress !== undefined ? { publish: bool(raw.PublishAddress) } : {}),
    },
    ...(raw.EnergyPerformance !== undefined
      ? { energyScore: raw.EnergyPerformance === null ? null : num(raw.EnergyPerformance) }
      : {}),
    ...(str(raw.EPCLabelText) ? { energyLabel: str(raw.EPCLabelText) } : {}),
    ...(str(raw.TypeDescription) ? { typeDescription: { [lang]: str(raw.TypeDescription) } } : {}),
    ...(str(raw.RecordFile) ? { reference: str(raw.RecordFile) } : {}),
    ...(raw.ProjectID !== undefined
      ? { projectId: raw.ProjectID === null || raw.ProjectID === 0 ? null : num(raw.ProjectID) }
      : {}),
    texts: heading ? { [lang]: { title: heading, description: str(raw.Description) ?? '' } } : {},
  };
  const photos = picture(raw);
  if (photos) record.photos = photos;
  return record;
}

/**
 * The wire records of a list, merged per ID (one record per language): the first record gives the
 * fields, every record its language's texts, type description and marquee name. Returns the
 * mapped records and, for each, the index of its first wire record (to name problems).
 */
export function fromWire(list: Wire[]): { records: Record<string, unknown>[]; indexes: number[] } {
  const byId = new Map<unknown, number>();
  const records: Record<string, unknown>[] = [];
  const indexes: number[] = [];
  list.forEach((raw, index) => {
    const mapped = mapOne(raw);
    const at = byId.get(mapped.id);
    if (at === undefined || mapped.id === undefined) {
      byId.set(mapped.id, records.length);
      records.push(mapped);
      indexes.push(index);
      return;
    }
    const first = records[at]!;
    for (const key of ['texts', 'typeDescription', 'marqueeName'] as const) {
      if (mapped[key]) first[key] = { ...(first[key] as object | undefined), ...(mapped[key] as object) };
    }
  });
  return { records, indexes };
}

/** The wire key for one of our field paths ("address.zip" → "Zip"), or the path itself. */
export function wireName(path: string): string {
  const exact = WIRE_NAMES[path];
  if (exact) return exact;
  const head = Object.keys(WIRE_NAMES).find((k) => path.startsWith(`${k}.`));
  return head ? `${WIRE_NAMES[head]}${path.slice(head.length)}` : path;
}
