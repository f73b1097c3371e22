import type { Physical } from './details';
import type { Slot } from './plan';
import type { Rng } from './prng';

/**
 * Asking prices and rents in the range of the Deinze market (2026), per subtype.
 * Sale: houses €250.000–€750.000, apartments €180.000–€420.000, land €90.000–€260.000,
 * garages €18.000–€35.000, business €150.000–€1.200.000. Rent per month: apartments
 * €650–€1.250, houses €900–€1.800, studios €500–€700, garages €60–€120; some business rents
 * pass €2.000 so the rent slider's "+" has something to find.
 */
const SALE: Record<string, [number, number]> = {
  terraced: [250_000, 340_000],
  semi: [300_000, 450_000],
  detached: [390_000, 620_000],
  villa: [560_000, 750_000],
  fermette: [420_000, 690_000],
  apartment: [180_000, 320_000],
  'ground-floor': [210_000, 330_000],
  duplex: [260_000, 380_000],
  penthouse: [330_000, 420_000],
  studio: [125_000, 175_000],
  plot: [90_000, 260_000],
  investment: [380_000, 790_000],
  'investment-shop': [450_000, 890_000],
  shop: [190_000, 480_000],
  'shop-home': [260_000, 540_000],
  horeca: [310_000, 650_000],
  warehouse: [450_000, 1_200_000],
  'sme-unit': [280_000, 620_000],
  office: [150_000, 420_000],
  'office-building': [520_000, 1_100_000],
  'garage-box': [18_000, 35_000],
  parking: [18_000, 28_000],
};

const RENT: Record<string, [number, number]> = {
  terraced: [900, 1_250],
  semi: [1_050, 1_500],
  detached: [1_300, 1_800],
  villa: [1_500, 1_800],
  fermette: [1_200, 1_700],
  apartment: [650, 1_050],
  'ground-floor': [700, 1_100],
  duplex: [850, 1_200],
  penthouse: [1_050, 1_250],
  studio: [500, 700],
  shop: [950, 2_800],
  'shop-home': [1_100, 1_900],
  horeca: [1_400, 2_600],
  warehouse: [1_600, 3_200],
  'sme-unit': [950, 1_900],
  office: [750, 1_600],
  'office-building': [1_800, 2_400],
  'garage-box': [60, 120],
  parking: [60, 95],
};

// Brussels and Luxembourg cost more, Wallonia less; Luxembourg rents rise less than its prices.
const SALE_FACTOR: Record<string, number> = { flanders: 1, brussels: 1.12, wallonia: 0.85, luxembourg: 2.1 };
const RENT_FACTOR: Record<string, number> = { flanders: 1, brussels: 1.1, wallonia: 0.85, luxembourg: 1.5 };

export function askingPrice(rng: Rng, slot: Slot, p: Physical): number {
  const table = slot.goal === 0 ? SALE : RENT;
  const range = table[p.noun.key];
  if (!range) throw new Error(`no ${slot.goal === 0 ? 'sale' : 'rent'} price for ${p.noun.key}`);
  const factor = (slot.goal === 0 ? SALE_FACTOR : RENT_FACTOR)[slot.place.region] ?? 1;
  const raw = rng.float(range[0], range[1]) * factor;
  if (slot.goal === 1) {
    const step = raw < 200 ? 5 : 25;
    return Math.round(raw / step) * step;
  }
  if (raw < 60_000) return Math.round(raw / 500) * 500;
  // Belgian asking prices end in 5.000 or just below it ("€ 349.000").
  const rounded = Math.round(raw / 5_000) * 5_000;
  return rng.chance(0.4) && rounded - 1_000 >= range[0] * factor ? rounded - 1_000 : rounded;
}

/** Evenly spread unit prices between `min` and `max` for a project (cheapest lot first). */
export function spread(min: number, max: number, count: number): number[] {
  if (count === 1) return [min];
  return Array.from({ length: count }, (_, i) => Math.round((min + ((max - min) * i) / (count - 1)) / 1_000) * 1_000);
}
