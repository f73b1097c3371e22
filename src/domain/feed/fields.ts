import { z } from 'zod';

/** Building blocks shared by the feed's records. */
export const text = (max: number) => z.string().trim().min(1).max(max);
export const count = z.number().int().min(0).max(99).nullable().optional();
export const area = z.number().min(0).max(1_000_000).nullable().optional();
export const id = z.number().int().min(1).max(2_147_483_647);

/** A text per language; de may stay empty (specification section 1). */
export const localized = (max: number) =>
  z
    .object({
      nl: z.string().trim().max(max).optional(),
      fr: z.string().trim().max(max).optional(),
      en: z.string().trim().max(max).optional(),
      de: z.string().trim().max(max).optional(),
    })
    .strict();

export const localeTexts = z
  .object({
    nl: z
      .object({ title: text(200), description: z.string().max(20_000).default('') })
      .strict()
      .optional(),
    fr: z
      .object({ title: text(200), description: z.string().max(20_000).default('') })
      .strict()
      .optional(),
    en: z
      .object({ title: text(200), description: z.string().max(20_000).default('') })
      .strict()
      .optional(),
    de: z
      .object({ title: text(200), description: z.string().max(20_000).default('') })
      .strict()
      .optional(),
  })
  .strict()
  .refine((t) => Object.values(t).some(Boolean), 'at least one language');

/** A path inside a feed folder (`npm run import -- folder/`), such as photos/front.jpg: no scheme, no leading slash. */
export const FOLDER_PATH = /^(?![a-z][a-z0-9+.-]*:)(?![/\\])[^\s\\]+$/i;

/**
 * A file the server fetches: a web address (http or https), a path of this site (starts with /),
 * or a path inside the feed folder that `npm run import` reads (docs/feed.md, "Feed folder").
 */
export const fileAddress = z.union(
  [z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^\s]*$/), z.string().regex(FOLDER_PATH)],
  {
    error:
      'a web address (http or https), a path of this site that starts with /, or a path inside the feed folder such as photos/front.jpg',
  },
);

export const photo = z
  .object({
    url: fileAddress,
    width: z.number().int().min(1).max(20_000).optional(),
    height: z.number().int().min(1).max(20_000).optional(),
  })
  .strict();

const DOCUMENT_KINDS = ['epc', 'plan', 'permit', 'flood', 'asbestos', 'brochure', 'other'] as const;

export const document = z
  .object({
    url: fileAddress,
    kind: z.enum(DOCUMENT_KINDS).default('other'),
    title: localized(200).refine((t) => Object.values(t).some(Boolean), 'at least one language'),
    public: z.boolean().default(false),
  })
  .strict();

export const address = z
  .object({
    street: z.string().trim().max(120).optional(),
    houseNumber: z.string().trim().max(20).optional(),
    box: z.string().trim().max(20).optional(),
    zip: z
      .string()
      .trim()
      .regex(/^[0-9]{4}$/, 'a Belgian or Luxembourg postal code of four digits'),
    city: text(80),
    countryId: z.number().int().min(1).max(999).optional(),
    /** The country's name as the agency's software writes it (with countryId). */
    countryName: z.string().trim().max(60).optional(),
    publish: z.boolean().default(true),
  })
  .strict();

export const location = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .strict()
  .nullable()
  .optional();

/** An ISO date-time with its offset (2026-12-01T10:00:00+01:00) or in UTC (…Z). */
export const dateTime = z.iso.datetime({ offset: true });

/** When a record was first listed, or last changed in the agency's software (sorting, the sitemap). */
export const moment = dateTime.optional();
