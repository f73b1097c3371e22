import { z } from 'zod';

/**
 * One property as the agency's software sends it to the import (POST /api/import or
 * `npm run import`): the fields the catalogue searches and shows on cards, its texts per language
 * and its photos. Fields that are left out keep their stored value (the detail groups, owners).
 */
const text = (max: number) => z.string().trim().min(1).max(max);
const count = z.number().int().min(0).max(99).nullable().optional();
const area = z.number().min(0).max(1_000_000).nullable().optional();
const localeText = z.object({ title: text(200), description: z.string().max(20_000).default('') });

export const AVAILABILITY = ['sold', 'rented', 'option', 'sold-out', 'takeover'] as const;

export const importRecordSchema = z
  .object({
    id: z.number().int().min(1).max(2_147_483_647),
    status: z.enum(['published', 'withdrawn']).default('published'),
    goal: z.enum(['sale', 'rent']),
    /** The property type's WebID (see property_types). */
    type: z.number().int().min(1).max(10_000),
    reference: z.string().trim().max(40).optional(),
    price: z.number().int().min(0).max(100_000_000).nullable().optional(),
    publishPrice: z.boolean().default(true),
    address: z.object({
      street: z.string().trim().max(120).optional(),
      houseNumber: z.string().trim().max(20).optional(),
      box: z.string().trim().max(20).optional(),
      zip: z.string().trim().regex(/^[0-9]{4}$/, 'a Belgian or Luxembourg postal code of four digits'),
      city: text(80),
      countryId: z.number().int().min(1).max(999).optional(),
      publish: z.boolean().default(true),
    }),
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable().optional(),
    bedrooms: count,
    bathrooms: count,
    toilets: count,
    floors: count,
    garages: count,
    parkings: count,
    livingSurface: area,
    groundSurface: area,
    availability: z.enum(AVAILABILITY).nullable().optional(),
    availableFrom: z.string().trim().max(40).nullable().optional(),
    texts: z
      .object({ nl: localeText.optional(), fr: localeText.optional(), en: localeText.optional(), de: localeText.optional() })
      .refine((t) => Object.values(t).some(Boolean), 'at least one language'),
    photos: z
      .array(z.object({ url: z.url({ protocol: /^https?$/ }).or(z.string().regex(/^\/[^\s]*$/)), width: z.number().int().min(1).max(20_000).optional(), height: z.number().int().min(1).max(20_000).optional() }))
      .max(100)
      .optional(),
  })
  .strict();

export type ImportRecord = z.infer<typeof importRecordSchema>;

/** A problem with one record, named as "records[3].address.zip: …". */
export type ImportIssue = { index: number; id?: number; field: string; message: string };

export const MAX_IMPORT_RECORDS = 2_000;

/**
 * Checks a whole feed: every record is validated and every problem named with its index and
 * field, so the agency fixes the feed in one go. Duplicate ids are refused too.
 */
export function parseImport(input: unknown): { records: ImportRecord[]; issues: ImportIssue[] } {
  const list = z.array(z.unknown()).max(MAX_IMPORT_RECORDS).safeParse(input);
  if (!list.success) return { records: [], issues: [{ index: -1, field: '', message: `expected a list of at most ${MAX_IMPORT_RECORDS} properties` }] };
  const records: ImportRecord[] = [];
  const issues: ImportIssue[] = [];
  const seen = new Set<number>();
  list.data.forEach((raw, index) => {
    const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'number' ? (raw as { id: number }).id : undefined;
    const result = importRecordSchema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) issues.push({ index, id, field: issue.path.join('.'), message: issue.message });
      return;
    }
    if (seen.has(result.data.id)) {
      issues.push({ index, id, field: 'id', message: 'appears more than once in this feed' });
      return;
    }
    seen.add(result.data.id);
    records.push(result.data);
  });
  return { records, issues };
}

/** The issues as lines a person reads: `records[3] (id 1234) address.zip: …`. */
export function describeIssues(issues: ImportIssue[]): string[] {
  return issues.map((i) => `${i.index < 0 ? 'feed' : `records[${i.index}]`}${i.id !== undefined ? ` (id ${i.id})` : ''}${i.field ? ` ${i.field}` : ''}: ${i.message}`);
}
