import { z } from 'zod';
import { LIMITS, checkbox, email, optionalPhone, optionalText, optionalTitle, requiredText } from './fields';

/** hh:mm-hh:mm, the contact time slots of the site settings (configurable: docs/product-decisions.md#forms). */
const SLOT = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The contact form's person fields (specification section 3). Required is only what the agency
 * needs to answer: a name and an e-mail address (issue 20); salutation, phone and address are
 * welcome but optional. The specification's required list is a ceiling, not a floor.
 */
export const personFields = {
  title: optionalTitle(),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  phone: optionalPhone(),
  street: optionalText(),
  houseNumber: optionalText(12),
  zip: optionalText(LIMITS.zip),
  city: optionalText(LIMITS.name),
  remark: optionalText(LIMITS.text),
  slots: z.array(z.string().regex(SLOT, 'invalid'), { error: 'invalid' }).max(6, 'invalid').optional(),
  device: z.enum(['phone', 'email', 'whatsapp'], { error: 'invalid' }).optional(),
  newsletter: checkbox(),
};

/** The hidden context every form posts: its form token, the property or project it is about. */
export const contextFields = {
  propertyId: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).optional(),
  projectId: z.number({ error: 'invalid' }).int().positive().max(2_147_483_647).optional(),
};
