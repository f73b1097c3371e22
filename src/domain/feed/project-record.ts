import { z } from 'zod';
import { address, document, id, localeTexts, localized, location, moment, photo, text } from './fields';

/**
 * One new-build project of the feed. Its units are the feed's (or the catalogue's) properties
 * whose `projectId` names it; its price range follows from them unless `priceMin`/`priceMax` set it.
 */
const building = z
  .object({
    name: text(80),
    floors: z.number().int().min(0).max(200).nullable().optional(),
    deliveryDate: z.iso.date().nullable().optional(),
  })
  .strict();

export const feedProjectSchema = z
  .object({
    id,
    status: z.enum(['published', 'draft', 'withdrawn']).default('published'),
    goal: z.enum(['sale', 'rent']).default('sale'),
    /** The project's short name (cards, the units' "part of"); without it: its first title. */
    name: text(120).optional(),
    listedAt: moment,
    updatedAt: moment,
    /** The main property type's WebID of its units, when they share one. */
    type: z.number().int().min(1).max(10_000).nullable().optional(),
    texts: localeTexts,
    /** The technical description and the situation, per language (the project page's sections). */
    technical: localized(8_000).nullable().optional(),
    situation: localized(4_000).nullable().optional(),
    address,
    location,
    priceMin: z.number().int().min(0).max(100_000_000).nullable().optional(),
    priceMax: z.number().int().min(0).max(100_000_000).nullable().optional(),
    photos: z.array(photo).max(100).optional(),
    documents: z.array(document).max(30).optional(),
    buildings: z.array(building).max(50).optional(),
  })
  .strict()
  .refine((p) => p.priceMin == null || p.priceMax == null || p.priceMin <= p.priceMax, {
    message: 'is lower than priceMin',
    path: ['priceMax'],
  });

export type FeedProject = z.infer<typeof feedProjectSchema>;
