import { z } from 'zod';
import { int, isoDate, mustTick, optionalText, phone, title } from './fields';
import { contextFields, personFields } from './person';

/** "4, 7" → [4, 7]; null when a part is not an age (0–30). */
export function parseAges(text: string | undefined): number[] | null {
  if (!text?.trim()) return [];
  const parts = text.split(/[,;\s]+/).filter(Boolean);
  const ages = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : Number.NaN));
  return ages.every((a) => Number.isInteger(a) && a >= 0 && a <= 30) ? ages : null;
}

/**
 * Rental application (specification sections 3 and 5): household (adults, children and their
 * ages, pets), moving date and reason, net monthly incomes, and the four confirmations.
 */
export const rentalSchema = z
  .object({
    ...personFields,
    // An application the agency weighs and calls back about: salutation and phone stay required.
    title: title(),
    phone: phone(),
    ...contextFields,
    adults: int(1, 12),
    children: int(0, 12),
    childrenAges: optionalText(80),
    pets: z.enum(['none', 'yes'], { error: 'required' }),
    petsDescription: optionalText(200),
    movingDate: isoDate(),
    movingReason: optionalText(500),
    income1: int(0, 1_000_000),
    income2: int(0, 1_000_000).optional(),
    confirmIncome: mustTick(),
    confirmPersons: mustTick(),
    confirmDescription: mustTick(),
    confirmAmountDue: mustTick(),
  })
  .superRefine((v, ctx) => {
    const ages = parseAges(v.childrenAges);
    if (ages === null || ages.length !== v.children)
      ctx.addIssue({ code: 'custom', path: ['childrenAges'], message: 'childrenAges' });
    if (v.pets === 'yes' && !v.petsDescription)
      ctx.addIssue({ code: 'custom', path: ['petsDescription'], message: 'required' });
  });
