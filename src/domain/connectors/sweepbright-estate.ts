import { htmlToParagraphs } from '../format/html-text';
import { detectMedia } from '../property/video';
import type { Mapped } from './plan';
import { carriesValue, compact, roomCount, unreadKeys } from './values';

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

const TYPES: Record<string, number> = {
  house: 1,
  apartment: 2,
  land: 4,
  commercial: 6,
  industrial: 8,
  office: 9,
  parking: 7,
};

type Listing = { status: 'published' | 'draft' | 'withdrawn'; availability?: 'sold' | 'rented' | 'option' };

/**
 * `status` → how the listing shows (SweepBright's statuses: wp-sweepbright's and Agicom's lists).
 * The Website API answers only estates the agency published to its website (a 404 otherwise), so
 * what it answers is shown: a `prospect` too (its valuation still running: the recorded answer of
 * fw4-bvba/sweepbright-api pairs it with `publish_status: "public"`), as available (decision 028).
 * `lost` (the deal went elsewhere) is withdrawn. An unknown status is a draft, named in the run.
 */
const STATUS: Record<string, Listing> = {
  available: { status: 'published' },
  prospect: { status: 'published' },
  under_contract: { status: 'published', availability: 'option' },
  option: { status: 'published', availability: 'option' },
  agreement: { status: 'published', availability: 'option' },
  bid: { status: 'published', availability: 'option' },
  sold: { status: 'published', availability: 'sold' },
  rented: { status: 'published', availability: 'rented' },
  lost: { status: 'withdrawn' },
};

function listingOf(e: SweepBrightEstate): Listing & { hidden?: string } {
  const publication = str(e.publish_status);
  if (publication && publication !== 'public')
    return { status: 'draft', hidden: `publish_status ${publication}: not published to the website` };
  const listing = STATUS[String(e.status)];
  if (listing) return listing.status === 'withdrawn' ? { ...listing, hidden: `status ${String(e.status)}` } : listing;
  return { status: 'draft', hidden: `status ${String(e.status)}: a status the site does not know` };
}

/**
 * `legal.property_and_land.flood_risk` as SweepBright sends it (wp-sweepbright since 2020); the two
 * other names were read here before and are kept for an older answer.
 */
const FLOOD: Record<string, string> = {
  no_flood_risk_area: 'not-flood-prone',
  potential_flood_sensitive_area: 'possibly-flood-prone',
  effective_flood_sensitive_area: 'effectively-flood-prone',
  possible_flood_risk_area: 'possibly-flood-prone',
  effective_flood_risk_area: 'effectively-flood-prone',
};
const SCORE = /^[ABCD]$/;

/** `land_use_designation` (wp-sweepbright's 19 values) → the zone codes the page words. */
const LAND_USE: Record<string, string> = {
  residential: 'residential',
  mixed_residential: 'mixed-residential',
  industrial: 'industrial',
  recreational: 'stay-leisure',
  park: 'park',
  agricultural_area_with_scenic_value: 'agricultural-valuable',
  area_with_economical_activity: 'economic-activity',
  area_for_leisure_accomodation: 'stay-leisure',
  forest_area: 'forest',
  agricultural: 'agricultural',
  nature_area: 'nature',
  natural_reserve: 'nature-reserve',
  residential_area_with_cultural_historical_value: 'residential-valuable',
  residential_area_with_a_rural_character: 'residential-rural',
  residential_expansion_area: 'residential-extension',
  residential_park: 'residential-park',
  industrial_area_for_sme: 'industrial',
  day_recreation_area: 'day-leisure',
};

/** `general_condition` → the site's condition codes. */
const CONDITION: Record<string, string> = {
  new: 'new',
  mint: 'excellent',
  good: 'good',
  fair: 'to-refresh',
  poor: 'to-renovate',
};

/** An inspection report (`report_electricity_gas`, `report_fuel_tank`): conform, no report; the others named. */
function report(v: unknown, key: string, unplaced: string[]): boolean | undefined {
  if (v === 'conform') return true;
  if (v === 'no_report') return false;
  if (v === 'not_conform') unplaced.push(`${key} (not conform)`);
  return undefined;
}

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
  'general_condition',
  'price_recurring_costs',
  'price_guarantee',
  'price_inventory_report_cost',
  'price_property_taxes',
  'price_base_rent',
  'regulations',
  'legal_mentions',
  'cadastral_income',
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
  'price_negotiated',
  'buyer_percentage',
  'buyer_fixed_fee',
  'vendor_percentage',
  'vendor_fixed_fee',
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

/** Square metres in one unit of each of SweepBright's (wp-sweepbright: sq_m, sq_ft, are, acre). */
const SQUARE_METRES: Record<string, number> = { sq_m: 1, sq_ft: 0.09290304, are: 100, acre: 4046.8564224 };

/** A size in square metres, to the hundredth; undefined for none, or a unit the site does not know. */
function area(size: unknown): number | undefined {
  const s = obj(size);
  const n = num(s.size);
  const factor = SQUARE_METRES[s.unit === undefined ? 'sq_m' : String(s.unit)];
  if (n === undefined || n <= 0 || factor === undefined) return undefined;
  return Math.round(n * factor * 100) / 100;
}

/** A money object (`price_guarantee`: `{amount, currency}`) in euros; undefined when it has no amount. */
const money = (v: unknown): number | undefined => {
  const n = num(obj(v).amount);
  return n !== undefined && n >= 0 ? n : undefined;
};

/** A yes/no flag as SweepBright's versions send it: true/false, 1/0, "1"/"0"; null or "" is not given. */
const yesNo = (v: unknown): boolean | undefined =>
  v === true || v === 1 || v === '1' ? true : v === false || v === 0 || v === '0' ? false : undefined;

/** `e_level` as "E70" (or a number) → 70. */
const eLevel = (v: unknown): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  const m = typeof v === 'string' ? /^E?\s*(\d+(?:[.,]\d+)?)$/i.exec(v.trim()) : null;
  return m ? Number(m[1]!.replace(',', '.')) : undefined;
};

/** The legal mentions per language, those written only. */
function mentions(v: unknown) {
  const m = obj(v);
  return compact(Object.fromEntries(['nl', 'fr', 'en', 'de'].map((l) => [l, str(m[l])?.slice(0, 4_000)])));
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
        kind: /\b(epc|peb)\b/i.test(`${d.description} ${d.filename}`)
          ? 'epc'
          : /asbest|amiante/i.test(`${d.description} ${d.filename}`)
            ? 'asbestos'
            : 'other',
      })),
      ...files(e.plans).map((d) => ({ ...d, kind: 'plan' })),
    ]
      .slice(0, 30)
      // No item carries a public flag in any of SweepBright's shapes: the Website API sends what the
      // agent published to the website, so each plan and document is the site's to show.
      .map((d) => ({
        url: d.url,
        kind: d.kind,
        title: { nl: (d.description ?? d.filename ?? d.kind).slice(0, 200) },
        public: true,
      })),
  };
}

function property(e: SweepBrightEstate, id: number, projectId: number | undefined, happenedAt: string | undefined) {
  // A money object without an amount (`{amount: null, currency: "EUR"}`) says nothing.
  const unplaced = unreadKeys(e, READ).filter(
    (k) => !(k.startsWith('price_') && 'amount' in obj(e[k]) && money(e[k]) === undefined),
  );
  const listing = listingOf(e);
  const price = obj(e.price);
  const sizes = obj(e.sizes);
  const features = obj(e.features);
  const energyFeatures = obj(features.energy);
  const comfort = obj(features.comfort);
  const ecology = obj(features.ecology);
  const security = obj(features.security);
  const heating = obj(features.heating_cooling);
  // Two shapes: the `legal` block of the documented sample (2020 on), or its keys at the top level
  // (the older version fw4-bvba/sweepbright-api recorded).
  const legal = obj(e.legal);
  const energy = Object.keys(obj(legal.energy)).length ? obj(legal.energy) : e;
  const regulations = Object.keys(obj(legal.regulations)).length ? obj(legal.regulations) : obj(e.regulations);
  const land = Object.keys(obj(legal.property_and_land)).length
    ? obj(legal.property_and_land)
    : { cadastral_income: e.cadastral_income };
  for (const [key, v] of Object.entries(legal))
    if (!['energy', 'regulations', 'property_and_land', 'legal_mentions'].includes(key) && carriesValue(v))
      unplaced.push(`legal.${key}`);
  for (const key of ['registered_building', 'site_untapped_activity'])
    if (carriesValue(regulations[key])) unplaced.push(`legal.regulations.${key}`);
  for (const key of ['dpe', 'greenhouse_emissions', 'nabers', 'nathers'])
    if (carriesValue(energy[key])) unplaced.push(`legal.energy.${key}`);
  if (carriesValue(land.cadastral_income)) unplaced.push('cadastral_income');
  if (carriesValue(land.purchased_year)) unplaced.push('legal.property_and_land.purchased_year');
  const landUse = str(land.land_use_designation);
  if (landUse && !LAND_USE[landUse]) unplaced.push(`land_use_designation ${landUse}`);
  const condition = str(e.general_condition);
  if (condition && !CONDITION[condition]) unplaced.push(`general_condition ${condition}`);
  const building = obj(e.building);
  const location = obj(e.location);
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
  const videos: string[] = [];
  for (const key of ['video_url', 'virtual_tour_url'] as const) {
    const url = str(e[key]);
    if (!url) continue;
    if (detectMedia(url) !== null) videos.push(url);
    else unplaced.push(`${key} (not a video or tour the site can show)`);
  }
  for (const key of ['price_costs', 'price_taxes'])
    if (carriesValue(e[key])) unplaced.push(`${key} (a text the site has no place for)`);
  const goal = e.negotiation === 'let' ? 'rent' : 'sale';
  const storey = (() => {
    const raw = location.floor;
    // A number (a newer answer) or a text ("2"; "" in the recorded one: not given).
    const n = num(raw) ?? (typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : undefined);
    return n !== undefined && Number.isInteger(n) && n >= -10 && n <= 300 ? n : undefined;
  })();
  const recurring = money(e.price_recurring_costs);
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
    livingSurface: area(sizes.liveable_area) ?? area(sizes.net_area),
    groundSurface: area(sizes.plot_area),
    energyScore: num(energy.epc_value),
    energyLabel: str(energy.epc_category)?.slice(0, 10),
    construction: compact({
      constructionYear: num(obj(building.construction).year),
      renovationYear: num(obj(building.renovation).year),
      floor: storey,
      condition: condition ? CONDITION[condition] : undefined,
      windowGlazing: ecology.double_glazing === true ? 'double' : undefined,
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
      permit: yesNo(regulations.building_permit),
      allotmentPermit: yesNo(regulations.subdivision_authorisation),
      preemptiveRights: yesNo(regulations.priority_purchase_right),
      summons: yesNo(regulations.urban_planning_breach),
      planningZone: landUse ? LAND_USE[landUse] : undefined,
      urbanPlanningCertificate: yesNo(regulations.urban_planning_certificate),
      heritage: yesNo(regulations.heritage_list),
      expropriationPlan: yesNo(regulations.expropriation_plan),
      pendingProceedings: yesNo(regulations.pending_legal_proceedings) ?? yesNo(regulations.ongoing_litigation),
    }),
    energy: compact({
      epc: num(energy.epc_value),
      epcTotal: num(energy.total_epc_value),
      co2Emission: num(energy.co2_emissions),
      certificateCode: str(energy.epc_reference)?.slice(0, 60),
      eLevel: eLevel(energy.e_level),
      renovationObligation: yesNo(regulations.renovation_obligation),
    }),
    flood: compact({
      riskAreaText: FLOOD[String(land.flood_risk)],
      pScore: SCORE.test(String(land.flood_risk_plot_score)) ? String(land.flood_risk_plot_score) : undefined,
      gScore: SCORE.test(String(land.flood_risk_building_score)) ? String(land.flood_risk_building_score) : undefined,
    }),
    asbestos: compact({
      certificate: yesNo(regulations.asbestos_certificate),
      reference: str(regulations.asbestos_certificate_reference)?.slice(0, 80),
    }),
    certificates: compact({
      electricity: report(energy.report_electricity_gas, 'report_electricity_gas', unplaced),
      gas: energy.report_electricity_gas === 'conform' ? true : undefined,
      fuelTank: report(energy.report_fuel_tank, 'report_fuel_tank', unplaced),
      asBuilt: yesNo(regulations.as_built_report),
    }),
    // A let's amount is the rent without charges; its recurring costs the monthly charges (sillage-immo's
    // tests on real lets); the guarantee an amount, never a number of months.
    financial: compact({
      chargesRenter: goal === 'rent' ? recurring : undefined,
      chargesOwner: goal === 'sale' ? recurring : undefined,
      deposit: money(e.price_guarantee),
      inventory: money(e.price_inventory_report_cost),
      realEstateTax: money(e.price_property_taxes),
    }),
    legalMentions: mentions(legal.legal_mentions ?? e.legal_mentions),
    videos: videos.length ? videos.slice(0, 10) : undefined,
  });
  return { record: record ?? {}, unplaced, hidden: listing.hidden };
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
          status: listingOf(estate).status,
          name: str(obj(estate.description_title).nl)?.slice(0, 120),
          type: TYPES[String(estate.type)],
        }) ?? {},
      unplaced: [],
    };
    const units = (Array.isArray(estate.properties) ? estate.properties : []).map((u): Mapped => {
      const unit = obj(u);
      const { record, unplaced, hidden } = property(unit, ids.property(String(unit.id)), projectId, happenedAt);
      return { kind: 'property', externalId: String(unit.id), record, unplaced, hidden };
    });
    return [project, ...units];
  }
  const projectUuid = str(estate.project_id);
  const { record, unplaced, hidden } = property(
    estate,
    ids.property(uuid),
    projectUuid ? ids.project(projectUuid) : undefined,
    happenedAt,
  );
  return [{ kind: 'property', externalId: uuid, record, unplaced, hidden }];
}
