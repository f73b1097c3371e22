import { COUNTRY, isBelgium, regionOfZip } from '../place/regions';

type EnergyScale = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg' | 'text';

export interface EnergyLabel {
  scale: EnergyScale;
  /** A class key (`a_plus`, `f_sub`, …) on the regional scales; the raw trimmed text otherwise. */
  label: string;
  score: number | null;
  /** No label was given: this one is the class the region's scale gives the score. */
  derived?: true;
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

const SCALES: Record<'flanders' | 'wallonia' | 'brussels', readonly Bound[]> = {
  flanders: FLANDERS,
  wallonia: WALLONIA,
  brussels: [[0, 'a_plus'], ...BRUSSELS],
};

/** The class a printed label names ("C", "D-", "A++", "b_plus") on a region's scale, or null when it names none of it. */
function classOf(region: keyof typeof SCALES, text: string | null | undefined): string | null {
  const printed = text?.trim().toUpperCase().replace(/\s+/g, '');
  const m = printed ? /^([A-G])(\+\+|\+|-|_PLUSPLUS|_PLUS|_SUB)?$/.exec(printed) : null;
  if (!m) return null;
  const suffix = { '++': '_plusplus', '+': '_plus', '-': '_sub', _PLUSPLUS: '_plusplus', _PLUS: '_plus', _SUB: '_sub' }[
    m[2] ?? ''
  ];
  const key = m[1]!.toLowerCase() + (suffix ?? '');
  return SCALES[region].some(([, label]) => label === key) ? key : null;
}

function fromScore(region: keyof typeof SCALES, score: number): string {
  return region === 'brussels' ? brussels(score) : below(SCALES[region], score);
}

/**
 * The energy label to show (docs/decisions/028-the-softwares-legal-facts.md): the label the
 * certificate prints, as the software sends it, on its region's scale; never one recomputed in its
 * place. Only a listing whose software gives a score and no label gets the class its region's scale
 * gives that score (specification section 9), marked `derived` so the office is told. Null when
 * none is shown.
 */
export function energyLabel(input: EnergyLabelInput): EnergyLabel | null {
  const score = toScore(input.energyPerformance);
  if (input.countryId === COUNTRY.LUXEMBOURG) return fromText('luxembourg', input.epcLabelText, score);
  if (!isBelgium(input.countryId)) return null;
  const region = regionOfZip(input.zip);
  if (!region) return fromText('text', input.epcLabelText, score);
  const printed = classOf(region, input.epcLabelText);
  if (printed) return { scale: region, label: printed, score };
  // A label that is not a class of the region's scale is still the certificate's: shown as printed.
  if (input.epcLabelText?.trim()) return fromText('text', input.epcLabelText, score);
  return score === null ? null : { scale: region, label: fromScore(region, score), score, derived: true };
}

/**
 * When the certificate's label and its score disagree on the region's scale (a typing error in the
 * software, or a certificate of another method): both, for the office; null when they agree or
 * either is missing. The page shows the certificate's label all the same.
 */
export function energyLabelConflict(input: EnergyLabelInput): { printed: string; fromScore: string } | null {
  const score = toScore(input.energyPerformance);
  if (!isBelgium(input.countryId) || input.countryId === COUNTRY.LUXEMBOURG || score === null) return null;
  const region = regionOfZip(input.zip);
  const printed = region && classOf(region, input.epcLabelText);
  if (!region || !printed) return null;
  const computed = fromScore(region, score);
  return computed === printed ? null : { printed, fromScore: computed };
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
