import { z } from 'zod';
import { email } from '../forms/fields';

/** The bounds better-auth applies to a password (lib/auth and lib/staff pass them to it). */
export const PASSWORD_LENGTH = { min: 10, max: 128 } as const;

/** A reset link's token as it rides in the address; anything else is a dead link (empty). */
const TOKEN_MAX = 200;

/**
 * The owner portal's forms, parsed with Conform in the browser and on the server alike. Error
 * messages are keys, translated where they are shown: the lead forms' `FormErrors` keys, and the
 * portal's own `missing`, `short` and `differ`. The e-mail rule is the lead forms' own.
 */
export const loginSchema = z.object({
  email: email(),
  // Sent as typed (no trim): a password may start or end with a space.
  password: z.string({ error: 'missing' }).max(PASSWORD_LENGTH.max, 'tooLong'),
});

export const forgotSchema = z.object({ email: email() });

export const resetSchema = z
  .object({
    token: z.string().max(TOKEN_MAX).catch(''),
    password: z.string({ error: 'short' }).min(PASSWORD_LENGTH.min, 'short').max(PASSWORD_LENGTH.max, 'tooLong'),
    // Checked against the password once that one is fine (no "too short" and "differ" at once).
    confirm: z.string().optional(),
  })
  .refine((v) => v.password === (v.confirm ?? ''), { path: ['confirm'], error: 'differ' });
