import type {
  Asbestos,
  Certificates,
  Contract,
  Financial,
  Flood,
  Planning,
  PointOfInterest,
  Viager,
} from '../../../src/domain/property/property-details';
import type { Physical } from './details';
import type { Slot } from './plan';
import { addDays, isoDate, type Rng } from './prng';
import { isBuilding, isResidential } from './types';

/**
 * The information a Belgian listing must or usually does carry: Flemish planning and flood
 * information, the asbestos certificate (Flanders, buildings before 2001, on sale), inspection
 * certificates, costs, life annuity (viager), lease and points of interest.
 */
export function planning(rng: Rng, slot: Slot, p: Physical): Planning | null {
  if (slot.place.region !== 'flanders') return null;
  const village = slot.place.hub.nl !== slot.place.names.nl;
  let zone = 'Woongebied';
  if (p.noun.key === 'fermette') zone = 'Agrarisch gebied';
  else if (slot.type === 'industrial') zone = 'Industriegebied';
  else if (village && (slot.type === 'house' || slot.type === 'land') && rng.chance(0.45))
    zone = 'Woongebied met landelijk karakter';
  const decision = slot.legalIssue
    ? 1
    : rng.weighted([
        [0, 94],
        [2, 6],
      ] as const);
  return {
    permit: slot.type !== 'land' && rng.chance(0.95),
    allotmentPermit: slot.type === 'land' ? rng.chance(0.7) : rng.chance(0.1),
    summons: Boolean(slot.legalIssue),
    preemptiveRights: rng.chance(0.1),
    judicialDecision: decision,
    planningZone: zone,
    // Every Flemish ad says whether it is protected heritage (no draw: the seed's other facts stay).
    heritage: (p.construction?.constructionYear ?? 2000) < 1850,
  };
}

const FLOOD_ZONE: Record<string, string> = {
  A: 'Niet in overstromingsgevoelig gebied',
  B: 'Mogelijk overstromingsgevoelig gebied',
  C: 'Mogelijk overstromingsgevoelig gebied',
  D: 'Effectief overstromingsgevoelig gebied',
};

/** Flemish flood scores (P for the plot, G for the building), A best to D worst. */
export function flood(rng: Rng, slot: Slot): Flood | null {
  if (slot.place.region !== 'flanders') return null;
  const p =
    slot.floodScore ??
    rng.weighted([
      ['A', 74],
      ['B', 14],
      ['C', 12],
    ] as const);
  const g =
    slot.type === 'land'
      ? undefined
      : p === 'A'
        ? 'A'
        : rng.pick(p === 'D' ? (['C', 'D'] as const) : (['A', p] as const));
  const risk = p === 'C' || p === 'D';
  return {
    pScore: p,
    ...(g ? { gScore: g } : {}),
    zoneName: FLOOD_ZONE[p]!,
    riparianZone: risk && rng.chance(0.5),
    riskAreaText: risk
      ? 'Gelegen in een risicozone voor overstromingen'
      : 'Niet gelegen in een risicozone voor overstromingen',
  };
}

export function asbestos(rng: Rng, slot: Slot, p: Physical, listedAt: Date): Asbestos | null {
  const year = p.construction?.constructionYear;
  if (slot.place.region !== 'flanders' || slot.goal !== 0 || !isBuilding(slot.type) || !year || year >= 2001)
    return null;
  const renovated = Boolean(p.construction?.renovationYear);
  return {
    type: renovated || rng.chance(0.55) ? 'asbestos-safe' : 'not-asbestos-safe',
    date: isoDate(addDays(listedAt, -rng.int(10, 300))),
  };
}

export function certificates(rng: Rng, slot: Slot, p: Physical): Certificates | null {
  if (slot.goal !== 0) return null;
  if (!isBuilding(slot.type)) return slot.place.region === 'flanders' ? { ground: true } : null;
  return {
    ...(slot.place.region === 'flanders' ? { ground: true } : {}),
    electricity: p.isNew || rng.chance(0.8),
    ...(p.flags.gas ? { gas: rng.chance(0.85) } : {}),
  };
}

// Registration duty on a sale, by region (2026): 2 % on the only own home in Flanders,
// 3 % in Wallonia, 12.5 % in Brussels and elsewhere, 12 % on other Flemish property.
function registrationRate(slot: Slot): number {
  const home = isResidential(slot.type);
  switch (slot.place.region) {
    case 'flanders':
      return home ? 0.02 : 0.12;
    case 'wallonia':
      return home ? 0.03 : 0.125;
    case 'luxembourg':
      return 0.07;
    default:
      return 0.125;
  }
}

export function financial(rng: Rng, slot: Slot, p: Physical, price: number): Financial {
  if (slot.goal === 1) {
    const charges =
      slot.type === 'apartment'
        ? rng.step(40, 150, 5)
        : slot.type === 'studio'
          ? rng.step(30, 80, 5)
          : p.noun.key === 'office'
            ? rng.step(50, 150, 25)
            : 0;
    return {
      chargesRenter: charges,
      // What the Brussels and Walloon rent laws want said beside the charges (no draw).
      ...(charges > 0 && slot.place.region !== 'flanders'
        ? { chargesBasis: 'provision' as const, chargesNature: 'Eau, chauffage et entretien des parties communes' }
        : {}),
      renterTotalCost: price + charges,
      deposit: price * 3,
      inventory: slot.type === 'garage' ? 0 : rng.step(250, 400, 25),
    };
  }
  const notary = Math.round(1_200 + price * 0.0095);
  const tax =
    slot.type === 'land'
      ? rng.int(40, 120)
      : slot.type === 'garage'
        ? rng.int(45, 110)
        : Math.round((p.living ?? 100) * rng.float(6, 11));
  const out: Financial = {
    realEstateTax: tax,
    notaryFeeWithoutVat: notary,
    notaryFeeWithVat: Math.round(notary * 1.21),
  };
  if (p.isNew) {
    const landPart = Math.round((price * rng.float(0.22, 0.3)) / 1_000) * 1_000;
    const construction = price - landPart;
    const vat = Math.round(construction * 0.21);
    out.vatRegime = true;
    out.landPart = landPart;
    out.constructionCost = construction;
    out.buildingVat = vat;
    out.vatValue = vat;
    out.registeredRight = Math.round(landPart * registrationRate(slot));
  } else {
    out.registeredRight = Math.round(price * registrationRate(slot));
  }
  out.totalPrice = price + (out.buildingVat ?? 0) + out.registeredRight + out.notaryFeeWithVat!;
  if (slot.type === 'apartment' && p.counts.garages === 0 && rng.chance(0.3))
    out.garagePrice = rng.step(18_000, 28_000, 1_000);
  return out;
}

export function viager(rng: Rng): Viager {
  const couple = rng.chance(0.5);
  return {
    ages: couple ? [rng.int(76, 84), rng.int(74, 82)] : [rng.int(78, 88)],
    gender: couple ? ['m', 'f'] : ['f'],
    indexedRent: rng.step(650, 1_350, 25),
    survivalRent: rng.step(400, 900, 25),
  };
}

export function contract(rng: Rng, slot: Slot): Contract | null {
  if (slot.goal !== 1) return null;
  switch (slot.type) {
    case 'commercial':
      return { type: 'commercial lease', duration: '9 years' };
    case 'industrial':
    case 'offices':
      return { type: 'common-law lease', duration: '3-6-9 years' };
    case 'garage':
      return { type: 'garage lease', duration: '1 year, renewable' };
    case 'studio':
      return rng.chance(0.5)
        ? { type: 'short-term lease', duration: '1 year' }
        : { type: '9-year lease', duration: '9 years' };
    default:
      return rng.chance(0.8)
        ? { type: '9-year lease', duration: '9 years' }
        : { type: 'short-term lease', duration: '3 years' };
  }
}

type PoiKind = PointOfInterest['kind'];
// Names, not kinds: the kind is shown translated beside the name, and a name stays as it is in
// every language ("Voetbalterrein" alone on an English page read as an untranslated word).
const NL: Record<PoiKind, (city: string) => string[]> = {
  school: (c) => [`Vrije Basisschool ${c}`, `Gemeentelijke Basisschool ${c}`, `Sint-Vincentiusinstituut ${c}`],
  shop: () => ['Colruyt', 'Delhaize', 'Carrefour Market', 'Aldi', 'Bakkerij De Leie'],
  transport: (c) => [`Bushalte ${c} Kerk`, `Bushalte ${c} Dorp`],
  park: (c) => [`Gemeentepark ${c}`, 'Leieboorden', `Speelplein ${c}`],
  health: () => ['Huisartsenpraktijk De Linde', 'Apotheek De Leie', 'Tandartsenpraktijk Leieland'],
  sport: (c) => [`Sporthal ${c}`, `Voetbalclub KFC ${c}`, `Tennisclub ${c}`],
};
const FR: Record<PoiKind, (city: string) => string[]> = {
  school: (c) => [`École communale de ${c}`, `Athénée royal de ${c}`, 'Institut Saint-Joseph'],
  shop: () => ['Delhaize', 'Carrefour Market', 'Colruyt', 'Boulangerie du Centre'],
  transport: (c) => [`Arrêt de bus ${c} Centre`, `Arrêt de tram ${c} Place`],
  park: (c) => [`Parc communal de ${c}`, 'Square Marie-José'],
  health: () => ['Maison médicale Saint-Luc', 'Pharmacie du Centre'],
  sport: (c) => [`Centre sportif de ${c}`, `Piscine communale de ${c}`],
};

export function pointsOfInterest(rng: Rng, slot: Slot): PointOfInterest[] {
  const local = slot.place.region === 'flanders' ? NL : FR;
  const city = slot.place.region === 'flanders' ? slot.place.names.nl : slot.place.names.fr;
  const kinds = rng.sample(['school', 'shop', 'transport', 'park', 'health', 'sport'] as const, rng.int(2, 5));
  return kinds
    .map((kind) => {
      const name =
        kind === 'transport' && slot.place.station && rng.chance(0.6)
          ? slot.place.station
          : rng.pick(local[kind](city));
      return { kind, name, distanceM: rng.step(150, 2_400, 10) };
    })
    .sort((a, b) => a.distanceM - b.distanceM);
}
