import { COUNTRY, isBelgium, regionOfZip } from './regions';

type EnergyScale = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg' | 'text';

export interface EnergyLabel {
  scale: EnergyScale;
  /** A class key (`a_plus`, `f_sub`, …) on the regional scales; the raw trimmed text otherwise. */
  label: string;
  score: number | null;
}

export interface EnergyLabelInput {
  countryId?: number | null;
  zip?: string | number | null;
  energyPerformance?: number | string | null;
  epcLabelText?: string | null;
}

type Bound = readonly [limit: number, label: string];

// Flanders and Wallonia: a value belongs to the first class whose upper bound it is below
// (lower bound included, upper bound excluded). Negative values get the best class.
const FLANDERS: readonly Bound[] = [
  [0, 'a_plus'],
  [100, 'a'],
  [200, 'b'],
  [300, 'c'],
  [400, 'd'],
  [500, 'e'],
  [Infinity, 'f'],
];
const WALLONIA: readonly Bound[] = [
  [0, 'a_plusplus'],
  [45, 'a_plus'],
  [85, 'a'],
  [170, 'b'],
  [255, 'c'],
  [340, 'd'],
  [425, 'e'],
  [510, 'f'],
  [Infinity, 'g'],
];
// Brussels is published as integer ranges; a value takes the first class whose (inclusive)
// upper bound it does not exceed, so 23.5 is a_sub.
const BRUSSELS: readonly Bound[] = [
  [23, 'a'],
  [45, 'a_sub'],
  [62, 'b_plus'],
  [79, 'b'],
  [95, 'b_sub'],
  [113, 'c_plus'],
  [132, 'c'],
  [150, 'c_sub'],
  [170, 'd_plus'],
  [190, 'd'],
  [210, 'd_sub'],
  [232, 'e_plus'],
  [253, 'e'],
  [275, 'e_sub'],
  [298, 'f_plus'],
  [322, 'f'],
  [345, 'f_sub'],
  [Infinity, 'g'],
];

function below(bounds: readonly Bound[], score: number): string {
  return (bounds.find(([limit]) => score < limit) ?? bounds[bounds.length - 1]!)[1];
}

function brussels(score: number): string {
  if (score < 0) return 'a_plus';
  return (BRUSSELS.find(([limit]) => score <= limit) ?? BRUSSELS[BRUSSELS.length - 1]!)[1];
}

function toScore(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

function fromText(scale: EnergyScale, text: string | null | undefined, score: number | null): EnergyLabel | null {
  const label = text?.trim();
  return label ? { scale, label, score } : null;
}

/** The energy label to show, per docs/product-decisions.md#energy-labels; null when none is shown. */
export function energyLabel(input: EnergyLabelInput): EnergyLabel | null {
  const score = toScore(input.energyPerformance);
  if (input.countryId === COUNTRY.LUXEMBOURG) return fromText('luxembourg', input.epcLabelText, score);
  if (!isBelgium(input.countryId)) return null;
  if (score === null) return fromText('text', input.epcLabelText, null);

  switch (regionOfZip(input.zip)) {
    case 'flanders':
      return { scale: 'flanders', label: below(FLANDERS, score), score };
    case 'wallonia':
      return { scale: 'wallonia', label: below(WALLONIA, score), score };
    case 'brussels':
      return { scale: 'brussels', label: brussels(score), score };
    case null:
      return fromText('text', input.epcLabelText, score);
  }
}

const SUFFIX: Record<string, string> = { plusplus: '++', plus: '+', sub: '-' };
const KEY = /^([a-g])(?:_(plusplus|plus|sub))?$/;

/** Display text: `a_plusplus` → `A++`, `f_sub` → `F-`; other text trimmed and uppercased. */
export function energyLabelDisplay(label: EnergyLabel | string | null | undefined): string {
  const raw = (typeof label === 'string' ? label : (label?.label ?? '')).trim();
  const key = KEY.exec(raw.toLowerCase());
  if (key) return key[1]!.toUpperCase() + (key[2] ? (SUFFIX[key[2]] ?? '') : '');
  return raw.toUpperCase();
}

/**
 * Labels E and F (with their + and - variants): homes bought with these labels must be renovated
 * (specification section 9, energy notice).
 */
export function isRenovationObligation(label: EnergyLabel | string | null | undefined): boolean {
  return /^[EF][+-]?$/.test(energyLabelDisplay(label).replace(/\s+/g, ''));
}
