import { z } from 'zod';
import { LIMITS, email, int, isoDate, mustTick, optionalText, phone, requiredText, title, zip } from './fields';
import { contextFields } from './person';

/** Advance on the sale price paid into the agent's third-party account (specification section 9). */
const OFFER_ADVANCE_RATE = 0.1;

/** The 10 % advance on an offered amount, in whole euros rounded up (never less than 10 %). */
export function offerAdvance(amount: number): number {
  return Math.ceil(amount * OFFER_ADVANCE_RATE);
}

/**
 * Offer to purchase: bidder A (required), bidder B (optional, but named fully when given), the
 * amount in figures and in words, the period the offer is valid (end not before start), place and
 * date of signing, conditions, and the 10 % advance acknowledged.
 */
export const offerSchema = z
  .object({
    ...contextFields,
    aTitle: title(),
    aFirstName: requiredText(LIMITS.name),
    aLastName: requiredText(LIMITS.name),
    aEmail: email(),
    aPhone: phone(),
    aStreet: requiredText(),
    aHouseNumber: requiredText(12),
    aZip: zip(),
    aCity: requiredText(LIMITS.name),
    bFirstName: optionalText(LIMITS.name),
    bLastName: optionalText(LIMITS.name),
    bEmail: z
      .string()
      .trim()
      .max(LIMITS.email, 'tooLong')
      .pipe(z.email({ error: 'email' }))
      .optional(),
    amount: int(1_000, 100_000_000),
    amountWords: requiredText(400),
    startDate: isoDate(),
    endDate: isoDate(),
    place: requiredText(LIMITS.name),
    signDate: isoDate(),
    conditions: optionalText(LIMITS.text),
    advance: mustTick(),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'dateOrder' });
    const b = v.bFirstName || v.bLastName || v.bEmail;
    if (b && !v.bFirstName) ctx.addIssue({ code: 'custom', path: ['bFirstName'], message: 'required' });
    if (b && !v.bLastName) ctx.addIssue({ code: 'custom', path: ['bLastName'], message: 'required' });
  });
