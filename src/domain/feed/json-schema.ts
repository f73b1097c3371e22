import { z } from 'zod';
import { FEED_LIMITS } from './parse-feed';
import { feedOwnerSchema } from './owner-record';
import { feedProjectSchema } from './project-record';
import { feedPropertySchema } from './property-record';

/**
 * The feed's JSON Schema (draft 2020-12), made from the same zod schemas the import checks with,
 * so the document and the check cannot drift: either form, the list or the object.
 */
export function feedJsonSchema(): Record<string, unknown> {
  const object = z
    .object({
      properties: z.array(feedPropertySchema).max(FEED_LIMITS.properties).optional(),
      projects: z.array(feedProjectSchema).max(FEED_LIMITS.projects).optional(),
      owners: z.array(feedOwnerSchema).max(FEED_LIMITS.owners).optional(),
    })
    .strict();
  const feed = z.union([z.array(feedPropertySchema).max(FEED_LIMITS.properties), object]);
  return {
    $id: '/api/import/schema/',
    title: 'Vitrine property feed',
    description:
      "POST /api/import/ (Authorization: Bearer IMPORT_TOKEN). Records in the specification's wire names (ID, Goal, …) are accepted too: see docs/feed.md.",
    ...z.toJSONSchema(feed, { io: 'input', unrepresentable: 'any' }),
  };
}
