export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** A chosen price span; `max` equal to the slider maximum means "no upper bound". */
export interface PriceBounds {
  min: number;
  max: number;
}

export const PRICE_SLIDER = {
  sale: { min: 0, max: 3_000_000, step: 1_000 },
  rent: { min: 0, max: 2_000, step: 100 },
} as const satisfies Record<'sale' | 'rent', SliderRange>;

/** Slider of a goal: 0 sale, 1 rent. */
export function priceSliderFor(goal: number): SliderRange {
  return goal === 1 ? PRICE_SLIDER.rent : PRICE_SLIDER.sale;
}

/** Number typed in a price label: separators and currency ignored; no digits → null. */
export function parseDigits(text: string | null | undefined): number | null {
  const digits = (text ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : Number.MAX_SAFE_INTEGER;
}

function snap(value: number, range: SliderRange): number {
  const steps = Math.round((value - range.min) / range.step);
  return Math.min(range.max, Math.max(range.min, range.min + steps * range.step));
}

/**
 * New bounds after the minimum label is committed (Enter or blur). Empty, at or below the
 * slider minimum, or at or above the current maximum: back to the slider minimum.
 */
export function commitMin(value: number | null, current: PriceBounds, range: SliderRange): PriceBounds {
  if (value === null || !Number.isFinite(value)) return { min: range.min, max: current.max };
  const min = snap(value, range);
  return { min: min <= range.min || min >= current.max ? range.min : min, max: current.max };
}

/**
 * New bounds after the maximum label is committed. Empty, at or above the slider maximum,
 * or at or below the current minimum: back to the slider maximum.
 */
export function commitMax(value: number | null, current: PriceBounds, range: SliderRange): PriceBounds {
  if (value === null || !Number.isFinite(value)) return { min: current.min, max: range.max };
  const max = snap(value, range);
  return { min: current.min, max: max >= range.max || max <= current.min ? range.max : max };
}

/** True when the maximum is at the top: the label shows `+` and there is no upper bound. */
export function sliderMaxLabel(max: number, range: SliderRange): boolean {
  return max >= range.max;
}

/** `price` query value, or null when the span is the full range (the price is then not sent). */
export function priceParam(range: SliderRange, bounds: PriceBounds): string | null {
  const min = Math.max(range.min, bounds.min);
  const open = sliderMaxLabel(bounds.max, range);
  if (min <= range.min && open) return null;
  return `${min}-${open ? '' : bounds.max}`;
}

/** Reads `min-max` or `min-` (no upper bound). Anything else, or min > max, → null. */
export function parsePriceParam(text: string | null | undefined): { min: number; max: number | null } | null {
  const match = /^(\d{1,15})-(\d{1,15})?$/.exec((text ?? '').trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (max !== null && min > max) return null;
  return { min, max };
}

/** Slider position for a `price` query value, snapped into the range; bad values → full range. */
export function boundsFromParam(text: string | null | undefined, range: SliderRange): PriceBounds {
  const parsed = parsePriceParam(text);
  if (!parsed) return { min: range.min, max: range.max };
  // Snapping keeps the order, so min <= max still holds.
  return { min: snap(parsed.min, range), max: parsed.max === null ? range.max : snap(parsed.max, range) };
}
