import { z } from 'zod';
import { LIMITS, email, isoDate, optionalPhone, optionalText, optionalTitle, requiredText } from './fields';
import { contextFields, personFields } from './person';

/** General contact (contact page and module) and the property's "more info" request. */
export const contactSchema = z.object({ ...personFields, ...contextFields });

/** Visit request: a preferred day is optional, but when given it must be a real date. */
export const visitSchema = z.object({ ...personFields, ...contextFields, preferredDate: isoDate().optional() });

/** Appointment booking: one of the property's free slots. */
export const appointmentSchema = z.object({
  ...personFields,
  ...contextFields,
  slotId: z.number({ error: 'chooseSlot' }).int('chooseSlot').positive('chooseSlot').max(2_147_483_647, 'chooseSlot'),
});

/** Document request: who asks, so the documents go to a known person (by e-mail; the phone is optional). */
export const documentsSchema = z.object({
  title: optionalTitle(),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  phone: optionalPhone(),
  newsletter: personFields.newsletter,
  ...contextFields,
});

/** Send to a friend: the sender, and the friend's name and (required, valid) e-mail. */
export const friendSchema = z.object({
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  friendFirstName: requiredText(LIMITS.name),
  friendLastName: requiredText(LIMITS.name),
  friendEmail: email(),
  message: optionalText(1000),
  ...contextFields,
});
