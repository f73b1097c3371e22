import { z } from 'zod';
import { withoutIdle } from '@/domain/editor/idle-fields';
import type { SchemaNode } from '@/domain/editor/schema-node';
import type { AdminLocale } from '@/domain/access/staff';
import { menuPageSchema, siteSchema } from '@/domain/content/schema';
import { SITE_DOC } from './store';

const nodes = new Map<string, SchemaNode>();

/**
 * The form of a document, drawn from the zod schema that also checks it (io: the input, before
 * defaults); a page that stands for a route without the fields that change nothing there.
 */
export function editorNode(doc: string, route?: string): SchemaNode {
  const key = doc === SITE_DOC ? 'site' : `page:${route ?? ''}`;
  let node = nodes.get(key);
  if (!node) {
    node =
      doc === SITE_DOC
        ? (z.toJSONSchema(siteSchema, { io: 'input', unrepresentable: 'any' }) as SchemaNode)
        : withoutIdle(z.toJSONSchema(menuPageSchema, { io: 'input', unrepresentable: 'any' }) as SchemaNode, route);
    nodes.set(key, node);
  }
  return node;
}

const LOCALE_ERRORS = { nl: z.locales.nl, fr: z.locales.fr, en: z.locales.en, de: z.locales.de } as const;

/** zod's own messages in the staff member's language. */
export function errorMapFor(locale: AdminLocale): z.core.$ZodErrorMap {
  return LOCALE_ERRORS[locale]().localeError;
}
