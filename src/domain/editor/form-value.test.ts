import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyIntent, parseIntent, valueFromForm, type FormReader } from './form-value';
import type { SchemaNode } from './schema-node';

const schema = z.toJSONSchema(
  z.object({
    name: z.string().min(1),
    note: z.string().optional(),
    count: z.number().int().default(4),
    shown: z.boolean(),
    kind: z.enum(['a', 'b']),
    parentId: z.string().nullable().default(null),
    title: z.object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string().optional() }),
    image: z.object({ url: z.string(), alt: z.string().optional() }).optional(),
    links: z.array(z.object({ label: z.string(), sort: z.number() })).max(2),
  }),
  { io: 'input' },
) as SchemaNode;

function reader(entries: Record<string, string>): FormReader {
  return { get: (n) => entries[n] ?? null, has: (n) => n in entries };
}

describe('valueFromForm', () => {
  it('reads each kind of field back from its path', () => {
    const value = valueFromForm(
      schema,
      reader({
        name: 'Immo',
        note: '',
        count: '6',
        shown: 'true',
        kind: 'b',
        parentId: '',
        'title.nl': 'Welkom',
        'title.fr': 'Bienvenue',
        'title.en': 'Welcome',
        'title.de': '',
        'image.url': '',
        'image.alt': '',
        'links.#': '2',
        'links.0.label': 'Een',
        'links.0.sort': '1,5',
        'links.1.label': 'Twee',
        'links.1.sort': 'x',
      }),
    );
    expect(value).toEqual({
      name: 'Immo',
      count: 6,
      shown: true,
      kind: 'b',
      parentId: null,
      title: { nl: 'Welkom', fr: 'Bienvenue', en: 'Welcome' },
      links: [
        { label: 'Een', sort: 1.5 },
        { label: 'Twee', sort: 'x' },
      ],
    });
  });

  it('keeps a required field empty (for the rules to name it) and drops an empty optional one', () => {
    const value = valueFromForm(schema, reader({ 'image.url': '', 'title.nl': '' })) as Record<string, unknown>;
    expect(value.name).toBe('');
    expect(value.shown).toBe(false);
    expect(value).not.toHaveProperty('note');
    expect(value).not.toHaveProperty('image');
    expect(value.links).toEqual([]);
  });

  it('caps a list at 200 items whatever length the form claims', () => {
    const value = valueFromForm(schema, reader({ 'links.#': '100000' })) as { links: unknown[] };
    expect(value.links).toHaveLength(200);
  });

  it('turns Windows line ends of a text area into plain ones', () => {
    expect((valueFromForm(schema, reader({ name: 'a\r\nb' })) as { name: string }).name).toBe('a\nb');
  });
});

describe('intents', () => {
  const value = {
    links: [
      { label: 'a', sort: 1 },
      { label: 'b', sort: 2 },
    ],
  };

  it('parses only add, remove and up on a plain path', () => {
    expect(parseIntent('add:links')).toEqual({ kind: 'add', path: ['links'] });
    expect(parseIntent('remove:links.1')).toEqual({ kind: 'remove', path: ['links', 1] });
    expect(parseIntent('drop:links')).toBeNull();
    expect(parseIntent('add:links;x')).toBeNull();
    expect(parseIntent(null)).toBeNull();
  });

  it('moves an item up, removes one, and adds a blank one up to the maximum', () => {
    expect(applyIntent(schema, value, { kind: 'up', path: ['links', 1] })).toEqual({
      links: [
        { label: 'b', sort: 2 },
        { label: 'a', sort: 1 },
      ],
    });
    expect(applyIntent(schema, value, { kind: 'remove', path: ['links', 0] })).toEqual({
      links: [{ label: 'b', sort: 2 }],
    });
    expect(applyIntent(schema, { links: [] }, { kind: 'add', path: ['links'] })).toEqual({
      links: [{ label: '', sort: 0 }],
    });
    expect(applyIntent(schema, value, { kind: 'add', path: ['links'] })).toEqual(value);
  });

  it('leaves the document alone for a path that is not a list or an index out of range', () => {
    expect(applyIntent(schema, value, { kind: 'add', path: ['name'] })).toEqual(value);
    expect(applyIntent(schema, value, { kind: 'remove', path: ['links', 9] })).toEqual(value);
    expect(applyIntent(schema, value, { kind: 'up', path: ['links', 0] })).toEqual(value);
  });
});
