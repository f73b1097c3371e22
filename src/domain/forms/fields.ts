import { z } from 'zod';

/**
 * Field builders shared by every form schema. Error messages are keys of the `FormErrors`
 * messages namespace, translated where they are shown (browser and server alike). Conform turns
 * empty inputs into undefined, so "missing" and "empty" are the same case: `required`.
 */
export const LIMITS = {
  name: 80,
  short: 120,
  email: 254,
  phone: 25,
  text: 4000,
  zip: 10,
  file: 5 * 1024 * 1024,
} as const;

const missing = (issue: { input?: unknown }) => issue.input === undefined || issue.input === null || issue.input === '';

export const requiredText = (max: number = LIMITS.short) =>
  z
    .string({ error: (i) => (missing(i) ? 'required' : 'invalid') })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong');

export const optionalText = (max: number = LIMITS.short) =>
  z.string({ error: 'invalid' }).trim().max(max, 'tooLong').optional();

export const email = () =>
  z
    .string({ error: (i) => (missing(i) ? 'required' : 'invalid') })
    .trim()
    .max(LIMITS.email, 'tooLong')
    .pipe(z.email({ error: 'email' }));

// Digits with the usual separators; at least 8 digits (Belgian fixed lines have 9, mobiles 10).
const PHONE = /^\+?[0-9 ./()-]{8,25}$/;
export const phone = () =>
  requiredText(LIMITS.phone).refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 8, 'phone');

export const zip = () => requiredText(LIMITS.zip).regex(/^[A-Za-z0-9 -]{3,10}$/, 'zip');

export const title = () => z.enum(['mr', 'ms', 'miss'], { error: 'required' });
/** A salutation the visitor may give; none is fine (issue 20: ask only what a form acts on). */
export const optionalTitle = () => z.enum(['mr', 'ms', 'miss'], { error: 'invalid' }).optional();

/** A phone number when given: the agency answers by e-mail otherwise. */
export const optionalPhone = () =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(LIMITS.phone, 'tooLong')
    .refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 8, 'phone')
    .optional();

/** A whole number in [min, max]; Conform turns the text into a number, "abc" fails as `number`. */
export const int = (min: number, max: number) =>
  z
    .number({ error: (i) => (missing(i) ? 'required' : 'number') })
    .int('integer')
    .min(min, 'min')
    .max(max, 'max');

/** yyyy-mm-dd as sent by <input type="date">; the calendar date must exist (no 31 February). */
export const isoDate = () =>
  z.string({ error: (i) => (missing(i) ? 'required' : 'date') }).refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) &&
      d.toISOString().slice(0, 10) === v &&
      d.getUTCFullYear() >= 1900 &&
      d.getUTCFullYear() <= 2100
    );
  }, 'date');

export const checkbox = () => z.boolean({ error: 'invalid' }).optional();
/** A confirmation the visitor must tick. */
export const mustTick = () => z.literal(true, { error: 'mustAccept' });

export const url = () =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(200, 'tooLong')
    .refine((v) => {
      try {
        const u = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
      } catch {
        return false;
      }
    }, 'url')
    .optional();

/** An optional upload: type from the allowed list, 1 byte to 5 MB. */
export const file = (types: readonly string[]) =>
  z
    .instanceof(File, { message: 'fileType' })
    .refine((f) => f.size <= LIMITS.file, 'fileSize')
    .refine((f) => types.includes(f.type), 'fileType')
    .optional();

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
