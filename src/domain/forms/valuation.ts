import { z } from 'zod';
import { LIMITS, phone, requiredText, zip } from './fields';
import { contextFields, personFields } from './person';

/** Property type web ids (specification section 3: 1–9). */
const PROPERTY_TYPE_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const propertyType = (message: string) =>
  z
    .number({ error: message })
    .int(message)
    .refine((v) => (PROPERTY_TYPE_IDS as readonly number[]).includes(v), message);

export const goal = () => z.enum(['sale', 'rent'], { error: 'required' });

/**
 * Free valuation: the address of the property to value is required, its type, and a phone number
 * (the agency calls to arrange the visit). "Buy or rent" is not asked of an owner (issue 20); a
 * post that still sends it (an older page) is kept.
 */
export const valuationSchema = z.object({
  ...personFields,
  ...contextFields,
  street: requiredText(),
  houseNumber: requiredText(12),
  zip: zip(),
  city: requiredText(LIMITS.name),
  phone: phone(),
  goal: goal().optional(),
  propertyType: propertyType('choosePropertyType'),
});
