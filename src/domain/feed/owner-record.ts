import { z } from 'zod';
import { TEXT_LANGUAGES } from '../language/site-locales';
import { id, text } from './fields';

/**
 * An owner of the feed: who may see which properties in the owner portal. A new owner is invited
 * by mail to choose a password; an owner whose list is empty sees nothing any more.
 */
export const feedOwnerSchema = z
  .object({
    id,
    email: z
      .email()
      .max(254)
      .transform((e) => e.toLowerCase()),
    name: text(120),
    phone: z.string().trim().max(40).optional(),
    // The owner's language: their portal invitation and mails (German for East Belgium, issue 44).
    locale: z.enum(TEXT_LANGUAGES).default('nl'),
    propertyIds: z.array(id).max(500),
  })
  .strict();

export type FeedOwner = z.infer<typeof feedOwnerSchema>;
