import { z } from 'zod';
import type { SchemaNode } from '@/domain/editor/schema-node';
import type { AdminLocale } from '@/domain/staff';
import { menuPageSchema, siteSchema } from '@/domain/content/schema';
import { SITE_DOC } from './store';

const nodes = new Map<string, SchemaNode>();

/** The form of a document, drawn from the zod schema that also checks it (io: the input, before defaults). */
export function editorNode(doc: string): SchemaNode {
  const kind = doc === SITE_DOC ? 'site' : 'page';
  let node = nodes.get(kind);
  if (!node) {
    node = z.toJSONSchema(kind === 'site' ? siteSchema : menuPageSchema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
    nodes.set(kind, node);
  }
  return node;
}

const LOCALE_ERRORS = { nl: z.locales.nl, fr: z.locales.fr, en: z.locales.en } as const;

/** zod's own messages in the staff member's language. */
export function errorMapFor(locale: AdminLocale): z.core.$ZodErrorMap {
  return LOCALE_ERRORS[locale]().localeError;
}
