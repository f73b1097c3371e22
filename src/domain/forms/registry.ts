import { appointmentSchema, contactSchema, documentsSchema, friendSchema, visitSchema } from './contact';
import { demandSchema } from './demand';
import { offerSchema } from './offer';
import { jobSchema, newsletterSchema, testimonialSchema } from './other';
import { rentalSchema } from './rental';
import { valuationSchema } from './valuation';

/** The one schema of each form, used by the browser (Conform) and the server action alike. */
export const FORM_SCHEMAS = {
  contact: contactSchema,
  info: contactSchema,
  visit: visitSchema,
  appointment: appointmentSchema,
  friend: friendSchema,
  documents: documentsSchema,
  valuation: valuationSchema,
  demand: demandSchema,
  newsletter: newsletterSchema,
  testimonial: testimonialSchema,
  job: jobSchema,
  offer: offerSchema,
  rental: rentalSchema,
} as const;
