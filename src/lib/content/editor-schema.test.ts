import { describe, expect, it } from 'vitest';
import { formEntries, valueFromForm, type FormReader } from '@/domain/editor/form-value';
import { editorNode } from './editor-schema';
import { fixtureContent } from '@/test/data/content';
import { menuPageSchema, siteSchema } from '@/domain/content/schema';
import { pageDoc, SITE_DOC } from './store';
import type { SchemaNode } from '@/domain/editor/schema-node';
import nl from '../../../messages/nl.json';
import fr from '../../../messages/fr.json';
import en from '../../../messages/en.json';

function keysOf(node: SchemaNode, out = new Set<string>()): Set<string> {
  for (const [key, sub] of Object.entries(node.properties ?? {})) {
    if (!['nl', 'fr', 'en', 'de'].includes(key)) out.add(key);
    keysOf(sub, out);
  }
  if (node.items) keysOf(node.items, out);
  return out;
}

/** Every value of every choice, the application routes aside (addresses, shown as they are). */
function choicesOf(node: SchemaNode, out = new Set<string>()): Set<string> {
  if (node.enum && !node.enum.every((v) => String(v).startsWith('/'))) for (const v of node.enum) out.add(String(v));
  for (const sub of Object.values(node.properties ?? {})) choicesOf(sub, out);
  if (node.items) choicesOf(node.items, out);
  for (const sub of node.anyOf ?? []) choicesOf(sub, out);
  return out;
}

function reader(entries: Record<string, string>): FormReader {
  return { get: (n) => entries[n] ?? null, has: (n) => n in entries };
}

describe("the content editor's form", () => {
  it('reads the site settings and every menu page of a content folder back unchanged from the form they fill', () => {
    const { site, pages } = fixtureContent();
    const siteNode = editorNode(SITE_DOC);
    expect(siteSchema.parse(valueFromForm(siteNode, reader(formEntries(siteNode, site))))).toEqual(site);
    const pageNode = editorNode(pageDoc('any'));
    // A page without isActiveSEO is indexed as one with it ticked (robots only for `=== false`): the
    // form shows the box ticked and reads it back so.
    const same = (page: unknown) => JSON.parse(JSON.stringify(page, (key, v: unknown) => (key === 'isActiveSEO' && v === true ? undefined : v))) as unknown;
    for (const page of pages) expect(same(menuPageSchema.parse(valueFromForm(pageNode, reader(formEntries(pageNode, page)))))).toEqual(same(page));
  });

  it('names every field of the settings and the pages in nl, fr and en', () => {
    const keys = [...keysOf(editorNode(SITE_DOC)), ...keysOf(editorNode(pageDoc('any')))];
    for (const messages of [nl, fr, en]) {
      const labels = messages.Admin.field as Record<string, string>;
      expect(keys.filter((k) => !labels[k])).toEqual([]);
    }
  });

  it('names every value of every choice in nl, fr and en', () => {
    const values = [...choicesOf(editorNode(SITE_DOC)), ...choicesOf(editorNode(pageDoc('any')))];
    expect(values.length).toBeGreaterThan(30);
    for (const messages of [nl, fr, en]) {
      const names = messages.Admin.choice as Record<string, string>;
      expect(values.filter((v) => !names[v])).toEqual([]);
    }
  });
});
