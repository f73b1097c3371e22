import type { Comfort, Construction, Flags, Surfaces } from '../../../src/domain/property/property-details';
import type { Slot } from './plan';
import type { Rng } from './prng';
import {
  nounByKey,
  nounsOf,
  FLOOR_COVERINGS,
  INTERIOR,
  EXTERIOR,
  ORIENTATIONS,
  ROOF_CONDITIONS,
  WINDOW_FRAMES,
  type Noun,
} from './vocabulary';

/** What a property physically is: rooms, surfaces, construction, comfort, flags. */
export type Physical = {
  noun: Noun;
  counts: {
    bedrooms: number;
    bathrooms: number;
    showerrooms: number;
    toilets: number;
    floors: number;
    garages: number;
    parkings: number;
    externalParkings: number;
    extraRooms: number;
  };
  living: number | null;
  ground: number | null;
  surfaces: Surfaces;
  construction: Construction | null;
  comfort: Comfort | null;
  flags: Flags;
  level?: number;
  lift: boolean;
  furnished: boolean;
  units?: number;
  clearHeight?: number;
  isNew: boolean;
};

const ZERO = {
  bedrooms: 0,
  bathrooms: 0,
  showerrooms: 0,
  toilets: 0,
  floors: 0,
  garages: 0,
  parkings: 0,
  externalParkings: 0,
  extraRooms: 0,
};

// [living m², ground m², bedrooms, front width m, construction years] per house subtype.
const HOUSES: Record<
  string,
  {
    living: [number, number];
    ground: [number, number];
    beds: [number, number];
    front: [number, number];
    years: [number, number];
    facades: number;
  }
> = {
  terraced: { living: [110, 170], ground: [120, 320], beds: [2, 3], front: [5, 7], years: [1905, 1985], facades: 2 },
  semi: { living: [140, 210], ground: [350, 750], beds: [3, 4], front: [8, 12], years: [1962, 2016], facades: 3 },
  detached: { living: [170, 260], ground: [600, 1400], beds: [3, 5], front: [12, 22], years: [1970, 2020], facades: 4 },
  villa: { living: [220, 340], ground: [1000, 2600], beds: [4, 5], front: [18, 30], years: [1975, 2019], facades: 4 },
  fermette: {
    living: [160, 240],
    ground: [1500, 4500],
    beds: [3, 5],
    front: [15, 30],
    years: [1880, 1935],
    facades: 4,
  },
};

function chooseNoun(rng: Rng, slot: Slot): Noun {
  if (slot.noun) return nounByKey(slot.noun);
  const options = nounsOf(slot.type);
  // Plain apartments and semi-detached houses are what an agency mostly lists.
  const weighted = options.map((n) => [n, n.key === 'apartment' || n.key === 'semi' ? 4 : 1] as const);
  return rng.weighted(weighted);
}

function buildYear(rng: Rng, range: [number, number], deliveryYear?: number): number {
  return deliveryYear ?? rng.int(range[0], range[1]);
}

function glazingFor(year: number, renovated: boolean): string {
  if (year >= 2020) return 'triple';
  return year >= 2000 || renovated ? 'high-efficiency' : 'double';
}

function heatingFor(rng: Rng, slot: Slot, noun: Noun, year: number): string {
  if (year >= 2021) return 'heat-pump';
  if (noun.key === 'fermette') return 'oil';
  if (slot.type === 'studio') return rng.chance(0.5) ? 'electric' : 'collective-gas';
  if (slot.type === 'apartment') return rng.chance(0.25) ? 'collective-gas' : 'gas-condensing';
  return year >= 2010 || rng.chance(0.85) ? 'gas-condensing' : 'oil';
}

export function physical(rng: Rng, slot: Slot, deliveryYear?: number): Physical {
  const noun = chooseNoun(rng, slot);
  const isNew = deliveryYear !== undefined;
  const base: Physical = {
    noun,
    counts: { ...ZERO },
    living: null,
    ground: null,
    surfaces: {},
    construction: null,
    comfort: null,
    flags: { water: true, electricityConnection: true },
    lift: false,
    furnished: false,
    isNew,
  };
  const c = base.counts;
  let year = 0;
  let facades = 2;
  switch (slot.type) {
    case 'house': {
      const h = HOUSES[noun.key] ?? HOUSES.semi!;
      base.living = rng.step(h.living[0], h.living[1], 5);
      base.ground = rng.step(h.ground[0], h.ground[1], 5);
      const footprint = Math.round(base.living * 0.55);
      const front = rng.int(h.front[0], h.front[1]);
      base.surfaces = {
        living: base.living,
        ground: base.ground,
        constructed: footprint,
        frontWidth: front,
        plotWidth: front + rng.int(0, 6),
        garden: Math.max(0, Math.round((base.ground - footprint - 25) / 5) * 5),
        terrace: rng.int(12, 40),
      };
      Object.assign(c, {
        bedrooms: rng.int(h.beds[0], h.beds[1]),
        bathrooms: rng.int(1, noun.key === 'villa' ? 2 : 1),
        showerrooms: rng.int(0, 1),
        toilets: rng.int(1, 3),
        floors: noun.key === 'fermette' ? 1 : 2,
        garages: noun.key === 'terraced' ? rng.int(0, 1) : rng.int(1, 2),
        parkings: rng.int(0, 3),
        extraRooms: rng.int(0, 2),
      });
      year = buildYear(rng, h.years, deliveryYear);
      facades = h.facades;
      break;
    }
    case 'apartment': {
      const ranges: Record<string, [number, number, number, number]> = {
        apartment: [65, 115, 1, 2],
        'ground-floor': [75, 110, 1, 2],
        duplex: [95, 140, 2, 3],
        penthouse: [110, 160, 2, 3],
      };
      const [lo, hi, b0, b1] = ranges[noun.key] ?? ranges.apartment!;
      base.living = rng.int(lo, hi);
      base.level = noun.key === 'ground-floor' ? 0 : noun.key === 'penthouse' ? rng.int(4, 6) : rng.int(1, 4);
      base.lift = base.level > 0 && (base.level > 1 || rng.chance(0.7));
      const terrace =
        noun.key === 'penthouse'
          ? rng.int(30, 70)
          : noun.key === 'ground-floor'
            ? 0
            : rng.chance(0.75)
              ? rng.int(6, 24)
              : 0;
      const garden = noun.key === 'ground-floor' ? rng.step(40, 150, 5) : 0;
      base.surfaces = { living: base.living, ...(terrace ? { terrace } : {}), ...(garden ? { garden } : {}) };
      Object.assign(c, {
        bedrooms: base.living > 100 ? Math.max(b0, Math.min(b1, 3)) : rng.int(b0, Math.min(b1, 2)),
        bathrooms: 1,
        showerrooms: rng.chance(0.3) ? 1 : 0,
        toilets: rng.int(1, 2),
        floors: noun.key === 'duplex' ? 2 : 1,
        garages: rng.chance(0.4) ? 1 : 0,
        extraRooms: rng.int(0, 1),
      });
      if (!c.garages) c.parkings = rng.chance(0.4) ? 1 : 0;
      base.furnished = slot.goal === 1 && rng.chance(0.12);
      year = buildYear(rng, [1968, 2022], deliveryYear);
      break;
    }
    case 'studio': {
      base.living = rng.int(24, 42);
      base.level = rng.int(0, 3);
      base.lift = base.level > 1;
      base.surfaces = { living: base.living };
      Object.assign(c, { bedrooms: rng.chance(0.25) ? 1 : 0, showerrooms: 1, toilets: 1, floors: 1 });
      base.furnished = slot.goal === 1 && rng.chance(0.5);
      year = buildYear(rng, [1965, 2018], deliveryYear);
      break;
    }
    case 'land': {
      base.ground = rng.step(380, 1150, 5);
      const front = rng.int(12, 24);
      base.surfaces = { ground: base.ground, total: base.ground, frontWidth: front, plotWidth: front };
      base.flags = { water: true, electricityConnection: true, drainConnection: rng.chance(0.7), gas: rng.chance(0.6) };
      base.construction = { facades: base.ground > 700 ? 4 : 3 };
      return base;
    }
    case 'garage': {
      const box = noun.key === 'garage-box';
      base.living = box ? rng.int(15, 20) : rng.int(12, 14);
      base.surfaces = { total: base.living };
      Object.assign(c, box ? { garages: 1 } : { parkings: 1 });
      base.flags = { garage: box, parking: !box, electricityConnection: box };
      return base;
    }
    case 'investment': {
      base.units = rng.int(3, 5);
      base.living = rng.step(base.units * 70, base.units * 95, 5);
      base.ground = rng.step(160, 520, 5);
      base.surfaces = { living: base.living, ground: base.ground, total: base.living + 40 };
      Object.assign(c, { bedrooms: base.units + rng.int(0, 3), bathrooms: base.units, toilets: base.units, floors: 3 });
      year = buildYear(rng, [1928, 1995], deliveryYear);
      break;
    }
    case 'commercial': {
      base.living = rng.step(noun.key === 'horeca' ? 120 : 80, noun.key === 'horeca' ? 300 : 320, 5);
      base.surfaces = { living: base.living, total: base.living + rng.int(10, 40) };
      Object.assign(c, { toilets: rng.int(1, 2), floors: noun.key === 'shop-home' ? 2 : 1, parkings: rng.int(0, 4) });
      if (noun.key === 'shop-home') Object.assign(c, { bedrooms: rng.int(2, 3), bathrooms: 1 });
      year = buildYear(rng, [1950, 2010], deliveryYear);
      break;
    }
    case 'industrial': {
      base.living = rng.step(400, 2400, 10);
      const office = rng.step(40, 200, 5);
      base.ground = Math.round(base.living * 1.6);
      base.clearHeight = rng.int(6, 10);
      base.surfaces = { living: base.living, total: base.living + office, office, ground: base.ground };
      Object.assign(c, { toilets: 2, floors: 1, parkings: rng.int(4, 12) });
      year = buildYear(rng, [1985, 2018], deliveryYear);
      facades = 4;
      break;
    }
    case 'offices': {
      const building = noun.key === 'office-building';
      const office = building ? rng.step(300, 900, 10) : rng.step(90, 250, 5);
      base.living = office;
      base.surfaces = { office, total: office };
      Object.assign(c, { toilets: rng.int(1, 4), floors: building ? rng.int(2, 3) : 1, parkings: rng.int(2, 10) });
      base.lift = building;
      year = buildYear(rng, [1975, 2020], deliveryYear);
      facades = building ? 4 : 2;
      break;
    }
  }
  const renovated = !isNew && year < 1995 && rng.chance(0.45);
  const renovationYear = renovated ? rng.int(Math.max(year + 15, 2004), 2025) : undefined;
  const heating = heatingFor(rng, slot, noun, year);
  base.construction = {
    constructionYear: year,
    ...(renovationYear ? { renovationYear } : {}),
    facades,
    roofMaterial: slot.type === 'house' ? rng.pick(['tiles', 'tiles', 'slates']) : 'flat-epdm',
    roofCondition: isNew || renovated ? 'renewed' : rng.pick(ROOF_CONDITIONS.slice(0, 2)),
    windowGlazing: glazingFor(year, renovated),
    windowFrame: year >= 2000 ? rng.pick(['pvc', 'aluminium']) : rng.pick(WINDOW_FRAMES),
    floorCovering: rng.pick(FLOOR_COVERINGS),
  };
  const garden = base.surfaces.garden ?? 0;
  const terrace = base.surfaces.terrace ?? 0;
  base.comfort = {
    heatingType: heating,
    kitchen: slot.type === 'studio' ? 'kitchenette' : rng.pick(['fitted', 'open', 'fully-equipped']),
    interior: rng.sample(INTERIOR, rng.int(0, 3)).sort(),
    exterior: rng.sample(EXTERIOR, isNew ? 2 : rng.int(0, 2)).sort(),
    ...(garden ? { gardenOrientation: rng.pick(ORIENTATIONS) } : {}),
    ...(terrace ? { terraceOrientation: rng.pick(ORIENTATIONS) } : {}),
    ...(slot.type === 'house' ? { rearOrientation: rng.pick(ORIENTATIONS) } : {}),
  };
  base.flags = {
    gas: heating === 'gas-condensing' || heating === 'collective-gas',
    water: true,
    lift: base.lift,
    cellar: slot.type === 'house' && rng.chance(0.5),
    terrace: terrace > 0,
    garden: garden > 0,
    garage: c.garages > 0,
    parking: c.parkings > 0,
    attic: slot.type === 'house' && rng.chance(0.6),
    furnished: base.furnished,
    electricityConnection: true,
    drainConnection: true,
  };
  return base;
}
