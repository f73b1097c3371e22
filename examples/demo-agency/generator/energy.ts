import type { Energy } from '../../../src/domain/property/property-details';
import { addDays, isoDate, type Rng } from './prng';
import type { Region } from './places';

/**
 * Energy scores and the label text an agency would type next to them, per region
 * (docs/product-decisions.md#energy-labels). The seed keeps its own copy of the
 * scales so the demo data does not depend on the UI code it is meant to exercise.
 */
const FLANDERS: ReadonlyArray<readonly [number, string]> = [
  [0, 'A+'],
  [100, 'A'],
  [200, 'B'],
  [300, 'C'],
  [400, 'D'],
  [500, 'E'],
  [Infinity, 'F'],
];
const WALLONIA: ReadonlyArray<readonly [number, string]> = [
  [0, 'A++'],
  [45, 'A+'],
  [85, 'A'],
  [170, 'B'],
  [255, 'C'],
  [340, 'D'],
  [425, 'E'],
  [510, 'F'],
  [Infinity, 'G'],
];
// Brussels: a value takes the first class whose (inclusive) upper bound it does not exceed.
const BRUSSELS: ReadonlyArray<readonly [number, string]> = [
  [-1, 'A+'],
  [23, 'A'],
  [45, 'A-'],
  [62, 'B+'],
  [79, 'B'],
  [95, 'B-'],
  [113, 'C+'],
  [132, 'C'],
  [150, 'C-'],
  [170, 'D+'],
  [190, 'D'],
  [210, 'D-'],
  [232, 'E+'],
  [253, 'E'],
  [275, 'E-'],
  [298, 'F+'],
  [322, 'F'],
  [345, 'F-'],
  [Infinity, 'G'],
];

export function labelFor(region: Region, score: number): string {
  if (region === 'brussels') {
    if (score < 0) return 'A+';
    return BRUSSELS.find(([upTo]) => score <= upTo)![1];
  }
  const scale = region === 'wallonia' ? WALLONIA : FLANDERS;
  return scale.find(([below]) => score < below)![1];
}

/** A plausible score (kWh/m² per year) for a building of that age. */
export function scoreForYear(rng: Rng, year: number): number {
  if (year >= 2024) return rng.int(-18, 40);
  if (year >= 2012) return rng.int(35, 140);
  if (year >= 2000) return rng.int(110, 260);
  if (year >= 1980) return rng.int(180, 380);
  if (year >= 1950) return rng.int(260, 520);
  return rng.int(330, 690);
}

/** Flemish certificate number: date, ten digits, building kind, version (`20240312-0003124567-RES-1`). */
function certificateCode(rng: Rng, issued: Date, residential: boolean): string {
  const day = isoDate(issued).replaceAll('-', '');
  const serial = String(rng.int(1_000_000, 9_999_999)).padStart(10, '0');
  return `${day}-${serial}-${residential ? 'RES' : 'NRES'}-1`;
}

export type EnergyInput = {
  rng: Rng;
  region: Region;
  score: number;
  living: number;
  constructionYear: number;
  residential: boolean;
  /** The certificate is drawn up before the listing goes online. */
  listedAt: Date;
};

/** The energy detail group of a building with a numeric score. */
export function energyGroup({
  rng,
  region,
  score,
  living,
  constructionYear,
  residential,
  listedAt,
}: EnergyInput): Energy {
  const issued = addDays(listedAt, -rng.int(20, 900));
  const group: Energy = {
    epc: score,
    epcTotal: Math.round(score * Math.max(living, 1)),
    co2Emission: Math.max(0, Math.round(score * 0.19)),
    expiryDate: isoDate(addDays(issued, 3652)),
    spec: residential ? 'residential' : 'non-residential',
  };
  if (region === 'flanders') group.certificateCode = certificateCode(rng, issued, residential);
  if (constructionYear >= 2022) group.eLevel = rng.int(18, 32);
  return group;
}
