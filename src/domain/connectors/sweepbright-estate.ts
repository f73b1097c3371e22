import { htmlToParagraphs } from '../html-text';
import { detectMedia } from '../video';
import type { Mapped } from './plan';
import { compact, roomCount } from './values';

/**
 * One SweepBright estate (`GET /estates/{id}`, issue 30) as the site's feed records: a property,
 * or a project with its units (SweepBright embeds them in `properties`). Ids are UUIDs: the site's
 * own ids come from `siteIds` (the run keeps them). The estate carries no date of its own: the
 * webhook's `happened_at` is its last change. The owners (`vendors`), buyers and the internal note
 * are read by nobody here: they are never published. Pure.
 */
export type SweepBrightEstate = Record<string, unknown>;
type Ids = { property: (uuid: string) => number; project: (uuid: string) => number };

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const count = (v: unknown) => roomCount(num(v));
const flag = (v: unknown): boolean | undefined =>
  v === 1 || v === true ? true : v === 0 || v === false ? false : undefined;

const TYPES: Record<string, number> = {
  house: 1,
  apartment: 2,
  land: 4,
  commercial: 6,
  industrial: 8,
  office: 9,
  parking: 7,
};

/** `status` → how the listing shows; what is not on the market yet is a draft. */
const STATUS: Record<string, { status: 'published' | 'draft'; availability?: 'sold' | 'rented' | 'option' }> = {
  available: { status: 'published' },
  under_contract: { status: 'published', availability: 'option' },
  option: { status: 'published', availability: 'option' },
  agreement: { status: 'published', availability: 'option' },
  sold: { status: 'published', availability: 'sold' },
  rented: { status: 'published', availability: 'rented' },
};

const FLOOD: Record<string, string> = {
  no_flood_risk_area: 'not-flood-prone',
  possible_flood_risk_area: 'possibly-flood-prone',
  effective_flood_risk_area: 'effectively-flood-prone',
};

const ORIENTATION = /^(N|NE|E|SE|S|SW|W|NW)$/;

/** What the site reads of an estate, or knowingly leaves (people, the agency's own notes and money). */
const READ = new Set([
  'id',
  'is_project',
  'project_id',
  'properties',
  'type',
  'sub_type',
  'negotiation',
  'status',
  'rent_period',
  'description_title',
  'description',
  'bedrooms',
  'bathrooms',
  'toilets',
  'shower_rooms',
  'floors',
  'sizes',
  'terrace_orientation',
  'garden_orientation',
  'amenities',
  'features',
  'building',
  'legal',
  'epc_value',
  'epc_category',
  'epc_reference',
  'video_url',
  'virtual_tour_url',
  'images',
  'plans',
  'documents',
  'price',
  'location',
  'settings',
  'publish_status',
  // Never published: people, notes, the agency's commission and mandate.
  'vendors',
  'buyers',
  'negotiator',
  'internal_note',
  'agency_commission',
  'mandate',
  'office',
  'occupancy',
  'appointment_service_url',
  'open_homes',
  'auction',
]);

const texts = (e: SweepBrightEstate) => {
  const titles = obj(e.description_title);
  const bodies = obj(e.description);
  const out: Record<string, { title: string; description: string }> = {};
  for (const locale of ['nl', 'fr', 'en'] as const) {
    const title = str(titles[locale]);
    const body = typeof bodies[locale] === 'string' ? htmlToParagraphs(bodies[locale]) : '';
    const heading = title ?? body.split('\n')[0];
    if (heading) out[locale] = { title: heading.slice(0, 200), description: body.slice(0, 20_000) };
  }
  return out;
};

/** Files in SweepBright's order (`ordinal`, then as listed): their addresses expire, the site keeps copies. */
function files(list: unknown): { url: string; description?: string; filename?: string }[] {
  return (Array.isArray(list) ? list : [])
    .map((f, i) => ({ f: obj(f), i }))
    .filter(({ f }) => typeof f.url === 'string' && /^https?:\/\//i.test(f.url))
    .sort((a, b) => (num(a.f.ordinal) ?? 0) - (num(b.f.ordinal) ?? 0) || a.i - b.i)
    .map(({ f }) => ({ url: String(f.url), description: str(f.description), filename: str(f.filename) }));
}

function area(size: unknown): number | undefined {
  const s = obj(size);
  const n = num(s.size);
  if (n === undefined || n <= 0) return undefined;
  return s.unit === 'are' ? n * 100 : s.unit === 'sq_m' || s.unit === undefined ? n : undefined;
}

function common(e: SweepBrightEstate, id: number, happenedAt: string | undefined) {
  const location = obj(e.location);
  const geo = obj(location.geo);
  const lat = num(geo.latitude);
  const lng = num(geo.longitude);
  return {
    id,
    goal: e.negotiation === 'let' ? 'rent' : e.negotiation === 'sale' ? 'sale' : undefined,
    updatedAt: happenedAt,
    texts: texts(e),
    address: compact({
      street: str(location.street),
      houseNumber: str(location.number),
      box: str(location.box),
      zip: str(location.postal_code) ?? '',
      city: str(location.city) ?? '',
      ...(location.country === 'BE' || location.country === undefined
        ? { countryId: 10 }
        : { countryName: str(location.country) }),
      publish: location.hidden !== true,
    }),
    location: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
    photos: files(e.images)
      .slice(0, 100)
      .map(({ url }) => ({ url })),
    documents: [
      ...files(e.documents).map((d) => ({
        ...d,
        kind: /\b(epc|peb)\b/i.test(`${d.description} ${d.filename}`) ? 'epc' : 'other',
      })),
      ...files(e.plans).map((d) => ({ ...d, kind: 'plan' })),
    ]
      .slice(0, 30)
      .map((d) => ({ url: d.url, kind: d.kind, title: { nl: (d.description ?? d.filename ?? d.kind).slice(0, 200) } })),
  };
}

function property(e: SweepBrightEstate, id: number, projectId: number | undefined, happenedAt: string | undefined) {
  const unplaced = Object.keys(e).filter((k) => !READ.has(k));
  const listing = STATUS[String(e.status)] ?? { status: 'draft' as const };
  const price = obj(e.price);
  const sizes = obj(e.sizes);
  const features = obj(e.features);
  const energyFeatures = obj(features.energy);
  const comfort = obj(features.comfort);
  const ecology = obj(features.ecology);
  const security = obj(features.security);
  const heating = obj(features.heating_cooling);
  const legal = obj(e.legal);
  const energy = Object.keys(obj(legal.energy)).length ? obj(legal.energy) : e;
  const regulations = obj(legal.regulations);
  const land = obj(legal.property_and_land);
  const building = obj(e.building);
  const amenities = Array.isArray(e.amenities) ? e.amenities.map(String) : [];
  for (const a of amenities)
    if (!['terrace', 'garden', 'parking', 'attic', 'basement'].includes(a)) unplaced.push(`amenities ${a}`);
  const orientation = (v: unknown) => {
    const o = str(v)?.toUpperCase();
    return o && ORIENTATION.test(o) ? (o.toLowerCase() as 'n') : undefined;
  };
  const interior = [
    comfort.fireplace === true && 'fireplace',
    security.alarm === true && 'alarm',
    comfort.home_automation === true && 'home-automation',
    heating.air_conditioning === true && 'air-conditioning',
  ].filter((x): x is string => typeof x === 'string');
  const exterior = [
    ecology.solar_panels === true && 'solar-panels',
    ecology.rainwater_harvesting === true && 'rainwater-tank',
  ].filter((x): x is string => typeof x === 'string');
  const type = TYPES[String(e.type)];
  if (e.type !== undefined && !type) unplaced.push(`type ${String(e.type)}`);
  if (str(land.cadastral_income) ?? num(e.cadastral_income)) unplaced.push('cadastral_income');
  const videos = [str(e.video_url), str(e.virtual_tour_url)].filter(
    (url): url is string => url !== undefined && detectMedia(url) !== null,
  );
  const record = compact({
    ...common(e, id, happenedAt),
    status: listing.status,
    availability: listing.availability,
    projectId,
    reference: str(obj(e.settings).reference)?.slice(0, 40),
    type: e.sub_type === 'studio' ? 3 : type,
    price: num(price.amount) !== undefined ? Math.round(num(price.amount)!) : undefined,
    publishPrice: price.hidden !== true,
    bedrooms: count(e.bedrooms),
    bathrooms: count(e.bathrooms),
    showerrooms: count(e.shower_rooms),
    toilets: count(e.toilets),
    floors: count(e.floors),
    livingSurface: area(sizes.liveable_area),
    groundSurface: area(sizes.plot_area),
    energyScore: num(energy.epc_value),
    energyLabel: str(energy.epc_category)?.slice(0, 10),
    construction: compact({
      constructionYear: num(obj(building.construction).year),
      renovationYear: num(obj(building.renovation).year),
    }),
    comfort: compact({
      terraceOrientation: orientation(e.terrace_orientation),
      gardenOrientation: orientation(e.garden_orientation),
      interior: interior.length ? interior : undefined,
      exterior: exterior.length ? exterior : undefined,
    }),
    flags: compact({
      terrace: amenities.includes('terrace') || undefined,
      garden: amenities.includes('garden') || undefined,
      parking: amenities.includes('parking') || undefined,
      attic: amenities.includes('attic') || undefined,
      cellar: amenities.includes('basement') || undefined,
      gas: energyFeatures.gas === true || undefined,
      furnished: typeof comfort.furnished === 'boolean' ? comfort.furnished : undefined,
    }),
    planning: compact({
      permit: flag(regulations.building_permit),
      allotmentPermit: flag(regulations.subdivision_authorisation),
      preemptiveRights: flag(regulations.priority_purchase_right),
      summons: flag(regulations.urban_planning_breach),
    }),
    energy: compact({
      epc: num(energy.epc_value),
      epcTotal: num(energy.total_epc_value),
      co2Emission: num(energy.co2_emissions),
      certificateCode: str(energy.epc_reference)?.slice(0, 60),
    }),
    flood: compact({ riskAreaText: FLOOD[String(land.flood_risk)] }),
    videos: videos.length ? videos : undefined,
  });
  return { record: record ?? {}, unplaced };
}

/** The records of one estate: itself (a property or a project) and, for a project, its units. */
export function mapSweepBrightEstate(estate: SweepBrightEstate, ids: Ids, happenedAt?: string): Mapped[] {
  const uuid = String(estate.id);
  if (estate.is_project === true) {
    const projectId = ids.project(uuid);
    const project: Mapped = {
      kind: 'project',
      externalId: uuid,
      record:
        compact({
          ...common(estate, projectId, happenedAt),
          status: STATUS[String(estate.status)]?.status ?? 'published',
          name: str(obj(estate.description_title).nl)?.slice(0, 120),
          type: TYPES[String(estate.type)],
        }) ?? {},
      unplaced: [],
    };
    const units = (Array.isArray(estate.properties) ? estate.properties : []).map((u): Mapped => {
      const unit = obj(u);
      const { record, unplaced } = property(unit, ids.property(String(unit.id)), projectId, happenedAt);
      return { kind: 'property', externalId: String(unit.id), record, unplaced };
    });
    return [project, ...units];
  }
  const projectUuid = str(estate.project_id);
  const { record, unplaced } = property(
    estate,
    ids.property(uuid),
    projectUuid ? ids.project(projectUuid) : undefined,
    happenedAt,
  );
  return [{ kind: 'property', externalId: uuid, record, unplaced }];
}
