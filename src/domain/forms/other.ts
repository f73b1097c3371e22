import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  LIMITS,
  checkbox,
  email,
  file,
  optionalText,
  phone,
  requiredText,
  url,
} from './fields';

/** Testimonial (specification section 3): name, about you, website, photo, comment; date and poster are set on arrival. */
export const testimonialSchema = z.object({
  name: requiredText(LIMITS.name),
  about: optionalText(200),
  website: url(),
  email: email(),
  comment: requiredText(2000).refine((v) => v.length >= 10, 'tooShort'),
  photo: file(IMAGE_TYPES),
});

/** Job application for a vacancy of the content pages. */
export const jobSchema = z.object({
  vacancy: requiredText(80).regex(/^[a-z0-9-]+$/, 'invalid'),
  firstName: requiredText(LIMITS.name),
  lastName: requiredText(LIMITS.name),
  email: email(),
  phone: phone(),
  motivation: requiredText(LIMITS.text),
  cv: file(DOCUMENT_TYPES),
});

/** Newsletter sign-up; the address is confirmed by mail before it is used (double opt-in). */
export const newsletterSchema = z.object({
  email: email(),
  firstName: optionalText(LIMITS.name),
  newsletter: checkbox(),
});
