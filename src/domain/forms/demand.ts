import { z } from 'zod';
import { LIMITS, email, optionalPhone, optionalTitle, requiredText, checkbox } from './fields';
import { goal, propertyType } from './valuation';

const count = (max: number) => z.number({ error: 'number' }).int('integer').min(0, 'min').max(max, 'max').optional();

/** A zone is a postal code or a city name; several, separated by commas or new lines. */
function zones(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,;\n]/)
    .map((z) => z.trim())
    .filter(Boolean);
}

/** A region drawn on the map: a closed ring of [lat, lng] points inside Belgium and Luxembourg's neighbourhood. */
const ring = z.array(z.tuple([z.number().min(49).max(52.5), z.number().min(2).max(7)])).max(200);
const region = z
  .string()
  .max(20_000, 'tooLong')
  .transform((v, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = undefined;
    }
    const result = ring.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    if (result.data.length < 3) {
      ctx.addIssue({ code: 'custom', message: 'regionPoints' });
      return z.NEVER;
    }
    return result.data;
  })
  .optional();

/**
 * Search demand register (specification section 3 and 5): at least one property type and one
 * geographic zone (a postal code or city, or a region on the map); every minimum at or below its maximum.
 * The form asks the useful few (price from/to, bedrooms, bathrooms and garages at least: issue 20);
 * the other criteria of the specification (maximum rooms, parking, budget) are still accepted and
 * matched, so demands stored before and older pages keep working.
 */
export const demandSchema = z
  .object({
    title: optionalTitle(),
    firstName: requiredText(LIMITS.name),
    lastName: requiredText(LIMITS.name),
    email: email(),
    phone: optionalPhone(),
    goal: goal(),
    types: z.array(propertyType('invalid'), { error: 'minOneType' }).min(1, 'minOneType').max(9, 'invalid'),
    zones: z.string({ error: 'invalid' }).max(600, 'tooLong').optional(),
    region,
    priceMin: count(100_000_000),
    priceMax: count(100_000_000),
    bedroomsMin: count(20),
    bedroomsMax: count(20),
    garagesMin: count(20),
    garagesMax: count(20),
    parkingMin: count(20),
    parkingMax: count(20),
    bathroomsMin: count(20),
    budget: count(100_000_000),
    newsletter: checkbox(),
  })
  // Checked even when other fields fail, so the visitor sees every rule of section 5 at once.
  .refine((v) => zones(typeof v.zones === 'string' ? v.zones : undefined).length > 0 || Boolean(v.region), {
    path: ['zones'],
    message: 'minOneZone',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .superRefine((v, ctx) => {
    const list = zones(v.zones);
    if (list.length > 20 || list.some((z) => z.length > 60))
      ctx.addIssue({ code: 'custom', path: ['zones'], message: 'tooLong' });
    for (const [min, max] of [
      ['priceMin', 'priceMax'],
      ['bedroomsMin', 'bedroomsMax'],
      ['garagesMin', 'garagesMax'],
      ['parkingMin', 'parkingMax'],
    ] as const) {
      const a = v[min];
      const b = v[max];
      if (a !== undefined && b !== undefined && a > b)
        ctx.addIssue({ code: 'custom', path: [max], message: 'rangeOrder' });
    }
  })
  .transform((v) => ({ ...v, zoneList: zones(v.zones) }));
