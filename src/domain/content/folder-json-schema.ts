import { z } from 'zod';
import { menuPageSchema, siteSchema } from './schema';

/**
 * The JSON Schemas of an agency folder's files (issue 44), made from the zod schemas that check
 * them, so the two cannot drift: `site.schema.json` for site.json, `page.schema.json` for each file
 * of pages/. Draft 7, which editors (VS Code and others) complete and check with; a file names its
 * schema by `"$schema"` (site.json: `./site.schema.json`, a page: `../page.schema.json`).
 * `npm run agency -- schema` writes them into examples/starter; an export writes them too.
 */
export const SITE_SCHEMA_FILE = 'site.schema.json';
export const PAGE_SCHEMA_FILE = 'page.schema.json';

function jsonSchema(schema: z.ZodType, title: string, description: string): Record<string, unknown> {
  const made = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) as Record<string, unknown>;
  const properties = (made.properties ?? {}) as Record<string, unknown>;
  return {
    ...made,
    title,
    description,
    properties: { $schema: { type: 'string', description: 'The JSON Schema of this file, for editors.' }, ...properties },
  };
}

/** The two schemas of a folder, by file name. */
export function folderJsonSchemas(): Record<typeof SITE_SCHEMA_FILE | typeof PAGE_SCHEMA_FILE, Record<string, unknown>> {
  return {
    [SITE_SCHEMA_FILE]: jsonSchema(
      siteSchema,
      'Vitrine site settings (site.json)',
      "The agency's settings: identity, languages, brand, banner, footer, texts. Every field: docs/agency-folder.md.",
    ),
    [PAGE_SCHEMA_FILE]: jsonSchema(
      menuPageSchema,
      'Vitrine page (pages/*.json)',
      'One page of the menu or the footer: its title, address, modules and texts per language. Every field: docs/agency-folder.md.',
    ),
  };
}

/** A schema file's text as it is written (2-space JSON and a final newline). */
export function schemaText(schema: unknown): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
