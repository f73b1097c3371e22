import { z } from 'zod';
import {
  AVAILABILITY,
  asbestosSchema,
  certificatesSchema,
  comfortSchema,
  constructionSchema,
  contractSchema,
  energySchema,
  financialSchema,
  flagsSchema,
  floodSchema,
  planningSchema,
  pointOfInterestSchema,
  surfacesSchema,
  viagerSchema,
} from '../property/property-details';
import { detectMedia } from '../property/video';
import {
  address,
  area,
  count,
  dateTime,
  document,
  fileAddress,
  id,
  localeTexts,
  localized,
  location,
  moment,
  photo,
  text,
} from './fields';

/**
 * One property of the feed (docs/feed.md). The card and search fields as before, plus every
 * detail group under its database name and shape (src/domain/property/property-details.ts). A group that
 * is sent replaces the stored one (null empties it); a group left out keeps its stored value.
 */
const group = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const COMMUNICATION_STATUSES = ['open', 'done', 'cancelled'] as const;

const communication = z
  .object({
    date: dateTime,
    type: text(60),
    contact: z.string().trim().max(120).default(''),
    subject: z.string().trim().max(200).default(''),
    comment: z.string().trim().max(4_000).default(''),
    status: z.enum(COMMUNICATION_STATUSES).default('done'),
    source: z.string().trim().max(60).default(''),
  })
  .strict();

const slot = z
  .object({ start: dateTime, end: dateTime, capacity: z.number().int().min(1).max(100).default(1) })
  .strict()
  .refine((s) => Date.parse(s.end) > Date.parse(s.start), { message: 'ends before it starts', path: ['end'] });

export const feedPropertySchema = z
  .object({
    id,
    /** published: on the site; draft: not yet (not found); withdrawn: gone (410). */
    status: z.enum(['published', 'draft', 'withdrawn']).default('published'),
    goal: z.enum(['sale', 'rent']),
    /** When the agency listed it (the lists' "newest first"); a new record without it: the import's time. */
    listedAt: moment,
    /** When the agency last changed it (the sitemap, "recently changed"); without it: the import's time of a change. */
    updatedAt: moment,
    /** The property type's WebID (see property_types); `types` adds the others it also counts as. */
    type: z.number().int().min(1).max(10_000),
    types: z.array(z.number().int().min(1).max(10_000)).max(10).optional(),
    typeDescription: localized(200).nullable().optional(),
    reference: z.string().trim().max(40).optional(),
    price: z.number().int().min(0).max(100_000_000).nullable().optional(),
    publishPrice: z.boolean().default(true),
    /** The specification's PriceUnit (an agency code) and its text, e.g. "per maand". */
    priceUnit: z.number().int().min(0).max(1_000).nullable().optional(),
    priceUnitText: z.string().trim().max(60).nullable().optional(),
    /** Specification section 3: an integer 0-4 and its name per language. */
    marquee: z.number().int().min(0).max(4).optional(),
    marqueeName: localized(60).nullable().optional(),
    address,
    location,
    projectId: id.nullable().optional(),
    /** The name of the project's building this unit is in (one of the project's `buildings`). */
    building: z.string().trim().max(80).nullable().optional(),
    bedrooms: count,
    bathrooms: count,
    showerrooms: count,
    toilets: count,
    floors: count,
    garages: count,
    parkings: count,
    externalParkings: count,
    extraRooms: count,
    livingSurface: area,
    groundSurface: area,
    /** The EPC score (kWh/m² a year) and its label as the certificate prints it. */
    energyScore: z.number().min(-1_000).max(10_000).nullable().optional(),
    energyLabel: z.string().trim().max(10).nullable().optional(),
    availability: z.enum(AVAILABILITY).nullable().optional(),
    availableFrom: z.string().trim().max(40).nullable().optional(),
    surfaces: group(surfacesSchema.strict()),
    construction: group(constructionSchema.strict()),
    comfort: group(comfortSchema.strict()),
    flags: group(flagsSchema.strict()),
    planning: group(planningSchema.strict()),
    energy: group(energySchema.strict()),
    flood: group(floodSchema.strict()),
    asbestos: group(asbestosSchema.strict()),
    certificates: group(certificatesSchema.strict()),
    financial: group(financialSchema.strict()),
    viager: group(viagerSchema.strict()),
    contract: group(contractSchema.strict()),
    pointsOfInterest: group(z.array(pointOfInterestSchema.strict()).max(50)),
    /** The legal mentions the software writes for the ad, per language (shown with the legal information). */
    legalMentions: localized(4_000).nullable().optional(),
    texts: localeTexts,
    photos: z.array(photo).max(100).optional(),
    documents: z.array(document).max(30).optional(),
    /** Video and virtual-tour addresses (YouTube, Vimeo, Facebook, a video file; Matterport, TVL, Yisual). */
    videos: z
      .array(
        fileAddress.refine(
          (url) => detectMedia(url) !== null,
          'not a video or virtual-tour address the site can show (YouTube, Vimeo, Facebook, a video file; Matterport, TVL, Yisual)',
        ),
      )
      .max(10)
      .optional(),
    /** The owner portal's communications (specification section 3, owner statistics). */
    communications: z.array(communication).max(500).optional(),
    /** Visit slots for appointment booking; a booked slot is never dropped silently. */
    slots: z.array(slot).max(200).optional(),
  })
  .strict();

export type FeedProperty = z.infer<typeof feedPropertySchema>;

/** The detail groups a record may carry, by their database names. */
export const DETAIL_GROUPS = [
  'surfaces',
  'construction',
  'comfort',
  'flags',
  'planning',
  'energy',
  'flood',
  'asbestos',
  'certificates',
  'financial',
  'viager',
  'contract',
  'pointsOfInterest',
] as const satisfies readonly (keyof FeedProperty)[];
