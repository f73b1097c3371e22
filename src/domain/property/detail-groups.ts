import type {
  Asbestos,
  Certificates,
  Comfort,
  Construction,
  Contract,
  Energy,
  Financial,
  Flags,
  Flood,
  Planning,
  PointOfInterest,
  Surfaces,
  Viager,
} from './property-details';
import { builtSurfaceKind } from './surface';

/**
 * The detail fields of a property, grouped as the specification (section 3) lists them, with
 * every empty field left out. Values stay typed (a surface, an amount, a stored code) so the UI
 * formats and translates them; nothing here is worded.
 */
type NumberKind =
  'count' | 'area' | 'length' | 'year' | 'money' | 'energy' | 'energyTotal' | 'co2' | 'eLevel' | 'storey';
type DetailValue =
  | { kind: NumberKind; value: number }
  | { kind: 'bool'; value: boolean }
  | { kind: 'code'; code: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'text' | 'date'; value: string }
  | { kind: 'judicial'; value: 0 | 1 | 2 }
  | { kind: 'ages'; value: number[] }
  | { kind: 'place'; name: string; distanceM: number };

export type DetailRow = { key: string; value: DetailValue };

const DETAIL_GROUPS = [
  'surfaces',
  'rooms',
  'construction',
  'comfort',
  'flags',
  'energy',
  'flood',
  'planning',
  'asbestos',
  'certificates',
  'financial',
  'viager',
  'availability',
  'contract',
  'pointsOfInterest',
] as const;
export type DetailGroupId = (typeof DETAIL_GROUPS)[number];
export type DetailGroup = { id: DetailGroupId; rows: DetailRow[] };

export interface DetailSource {
  goal: number;
  /** The type's WebID: names the built surface (domain/property/surface). */
  webId?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  showerrooms?: number | null;
  toilets?: number | null;
  floors?: number | null;
  garages?: number | null;
  parkings?: number | null;
  externalParkings?: number | null;
  extraRooms?: number | null;
  livingSurface?: number | null;
  groundSurface?: number | null;
  surfaces?: Surfaces | null;
  construction?: Construction | null;
  comfort?: Comfort | null;
  flags?: Flags | null;
  planning?: Planning | null;
  energy?: Energy | null;
  flood?: Flood | null;
  asbestos?: Asbestos | null;
  certificates?: Certificates | null;
  financial?: Financial | null;
  viager?: Viager | null;
  contract?: Contract | null;
  pointsOfInterest?: PointOfInterest[] | null;
  availability?: string | null;
  availableFrom?: string | null;
}

/** Positive, finite numbers only: a count or surface of 0 says nothing about the property. */
function num(kind: NumberKind, key: string, value: number | null | undefined): DetailRow | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? { key, value: { kind, value } } : null;
}

/** Finite numbers including 0 and negatives (an EPC score of -6 is a fact). */
function signed(kind: NumberKind, key: string, value: number | null | undefined): DetailRow | null {
  return typeof value === 'number' && Number.isFinite(value) ? { key, value: { kind, value } } : null;
}

function bool(key: string, value: boolean | null | undefined): DetailRow | null {
  return typeof value === 'boolean' ? { key, value: { kind: 'bool', value } } : null;
}

function code(key: string, value: string | null | undefined): DetailRow | null {
  const text = value?.trim();
  return text ? { key, value: { kind: 'code', code: text } } : null;
}

function codes(key: string, value: string[] | null | undefined): DetailRow | null {
  const list = (value ?? []).map((v) => v.trim()).filter(Boolean);
  return list.length ? { key, value: { kind: 'codes', codes: list } } : null;
}

function text(key: string, value: string | null | undefined): DetailRow | null {
  const t = value?.trim();
  return t ? { key, value: { kind: 'text', value: t } } : null;
}

function date(key: string, value: string | null | undefined): DetailRow | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? { key, value: { kind: 'date', value } } : null;
}

const rows = (list: (DetailRow | null)[]): DetailRow[] => list.filter((r): r is DetailRow => r !== null);

// A garage's or an office's square metres are not a "living area" (a source without a type
// keeps the feed's own name).
const BUILT_ROW = { living: 'living', floor: 'floorArea', area: 'area' } as const;

function surfaces(p: DetailSource): DetailRow[] {
  const s = p.surfaces ?? {};
  return rows([
    num('area', 'total', s.total),
    num('area', p.webId === undefined ? 'living' : BUILT_ROW[builtSurfaceKind(p.webId)], s.living ?? p.livingSurface),
    num('area', 'ground', s.ground ?? p.groundSurface),
    num('area', 'constructed', s.constructed),
    num('area', 'garden', s.garden),
    num('area', 'terrace', s.terrace),
    num('area', 'office', s.office),
    num('length', 'plotWidth', s.plotWidth),
    num('length', 'frontWidth', s.frontWidth),
  ]);
}

function rooms(p: DetailSource): DetailRow[] {
  const keys = [
    'bedrooms',
    'bathrooms',
    'showerrooms',
    'toilets',
    'floors',
    'garages',
    'parkings',
    'externalParkings',
    'extraRooms',
  ] as const;
  return rows(keys.map((k) => num('count', k, p[k])));
}

function construction(c: Construction): DetailRow[] {
  return rows([
    num('year', 'constructionYear', c.constructionYear),
    num('year', 'renovationYear', c.renovationYear),
    num('count', 'facades', c.facades),
    code('roofMaterial', c.roofMaterial),
    code('roofCondition', c.roofCondition),
    code('windowGlazing', c.windowGlazing),
    code('windowFrame', c.windowFrame),
    code('floorCovering', c.floorCovering),
    signed('storey', 'floor', c.floor),
    code('condition', c.condition),
    code('style', c.style),
  ]);
}

function comfort(c: Comfort): DetailRow[] {
  return rows([
    code('heatingType', c.heatingType),
    code('kitchen', c.kitchen),
    codes('interior', c.interior),
    codes('exterior', c.exterior),
    code('terraceOrientation', c.terraceOrientation),
    code('gardenOrientation', c.gardenOrientation),
    code('rearOrientation', c.rearOrientation),
  ]);
}

const FLAG_KEYS = [
  'gas',
  'water',
  'electricityConnection',
  'drainConnection',
  'individualMeters',
  'lift',
  'cellar',
  'attic',
  'terrace',
  'garden',
  'garage',
  'parking',
  'furnished',
] as const;

function energy(e: Energy): DetailRow[] {
  return rows([
    signed('energy', 'epc', e.epc),
    signed('energyTotal', 'epcTotal', e.epcTotal),
    signed('eLevel', 'eLevel', e.eLevel),
    signed('co2', 'co2Emission', e.co2Emission),
    code('spec', e.spec),
    text('certificateCode', e.certificateCode),
    date('expiryDate', e.expiryDate),
    bool('renovationObligation', e.renovationObligation),
  ]);
}

function flood(f: Flood): DetailRow[] {
  const score = (key: string, v: string | undefined) =>
    v ? { key, value: { kind: 'text', value: v } as const } : null;
  return rows([
    score('pScore', f.pScore),
    score('gScore', f.gScore),
    code('zoneName', f.zoneName),
    code('riskAreaText', f.riskAreaText),
    bool('riparianZone', f.riparianZone),
  ]);
}

function planning(pl: Planning): DetailRow[] {
  const judicial = pl.judicialDecision;
  return rows([
    bool('permit', pl.permit),
    code('planningZone', pl.planningZone),
    bool('summons', pl.summons),
    bool('preemptiveRights', pl.preemptiveRights),
    bool('allotmentPermit', pl.allotmentPermit),
    judicial === 0 || judicial === 1 || judicial === 2
      ? { key: 'judicialDecision', value: { kind: 'judicial', value: judicial } }
      : null,
    bool('urbanPlanningCertificate', pl.urbanPlanningCertificate),
    bool('heritage', pl.heritage),
    bool('expropriationPlan', pl.expropriationPlan),
    bool('pendingProceedings', pl.pendingProceedings),
  ]);
}

const MONEY_KEYS = [
  'realEstateTax',
  'registeredRight',
  'notaryFeeWithoutVat',
  'notaryFeeWithVat',
  'landPart',
  'constructionCost',
  'buildingVat',
  'vatValue',
  'totalPrice',
  'chargesOwner',
  'chargesRenter',
  'renterTotalCost',
  'inventory',
  'deposit',
  'garagePrice',
  'parkingPrice',
] as const;

function financial(f: Financial): DetailRow[] {
  return rows([
    ...MONEY_KEYS.map((k) => num('money', k, f[k])),
    f.vatRegime ? bool('vatRegime', true) : null,
    code('chargesBasis', f.chargesBasis),
    text('chargesNature', f.chargesNature),
  ]);
}

function viager(v: Viager): DetailRow[] {
  const ages = (v.ages ?? []).filter((a) => Number.isInteger(a));
  return rows([
    ages.length ? { key: 'ages', value: { kind: 'ages', value: ages } } : null,
    codes('gender', v.gender),
    num('money', 'indexedRent', v.indexedRent),
    num('money', 'survivalRent', v.survivalRent),
  ]);
}

/** Every group that has at least one field, in the specification's order. */
export function detailGroups(p: DetailSource): DetailGroup[] {
  const groups: Record<DetailGroupId, DetailRow[]> = {
    surfaces: surfaces(p),
    rooms: rooms(p),
    construction: p.construction ? construction(p.construction) : [],
    comfort: p.comfort ? comfort(p.comfort) : [],
    flags: p.flags ? rows(FLAG_KEYS.map((k) => bool(k, p.flags?.[k]))) : [],
    energy: p.energy ? energy(p.energy) : [],
    flood: p.flood ? flood(p.flood) : [],
    planning: p.planning ? planning(p.planning) : [],
    asbestos: p.asbestos
      ? rows([
          bool('asbestosCertificate', p.asbestos.certificate),
          text('asbestosReference', p.asbestos.reference),
          code('asbestosType', p.asbestos.type),
          date('asbestosDate', p.asbestos.date),
        ])
      : [],
    certificates: p.certificates
      ? rows([
          bool('groundCertificate', p.certificates.ground),
          bool('electricityCertificate', p.certificates.electricity),
          bool('gasCertificate', p.certificates.gas),
          bool('fuelTankCertificate', p.certificates.fuelTank),
          bool('asBuiltCertificate', p.certificates.asBuilt),
        ])
      : [],
    financial: p.financial ? financial(p.financial) : [],
    viager: p.viager ? viager(p.viager) : [],
    availability: rows([code('availability', p.availability), date('availableFrom', p.availableFrom)]),
    contract: p.contract
      ? rows([code('contractType', p.contract.type), code('contractDuration', p.contract.duration)])
      : [],
    pointsOfInterest: (p.pointsOfInterest ?? [])
      .filter((poi) => poi.name.trim() && Number.isFinite(poi.distanceM))
      .map((poi) => ({
        key: poi.kind,
        value: { kind: 'place' as const, name: poi.name.trim(), distanceM: poi.distanceM },
      })),
  };
  return DETAIL_GROUPS.map((id) => ({ id, rows: groups[id] })).filter((g) => g.rows.length > 0);
}

/** A stored code as a message key: `9-year lease` → `9-year-lease`, `1 year, renewable` → `1-year-renewable`. */
export function codeKey(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
