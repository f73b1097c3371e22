import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorLanguages, mustFill, nodeAt, pathOf, uploadKind, type SchemaNode } from './schema-node';

const image = z.object({ url: z.string(), alt: z.object({ nl: z.string(), fr: z.string() }).partial().optional() });
const root = z.toJSONSchema(
  z.object({
    banner: z.object({ image: image.optional(), gallery: z.array(image) }),
    modules: z.array(z.object({ image: image.optional(), url: z.string() })),
    logo: z.object({ url: z.string(), width: z.number() }),
    brand: z.object({
      logo: z.object({ url: z.string(), width: z.number() }).optional(),
      icon: z.object({ url: z.string() }).optional(),
      colors: z.object({ url: z.string() }),
    }),
  }),
) as SchemaNode;

describe('uploads in the editor', () => {
  it('reads a field name as a path, list indexes as numbers', () => {
    expect(pathOf('banner.gallery.2.url')).toEqual(['banner', 'gallery', 2, 'url']);
  });

  it('finds the node of a path through objects and lists, and nothing off the schema', () => {
    expect(nodeAt(root, ['modules', 0, 'url'])?.type).toBe('string');
    expect(nodeAt(root, ['modules', 'x'])).toBeNull();
    expect(nodeAt(root, ['nothing'])).toBeNull();
  });

  it("takes an image only for the address of an image, at the banner's widths within the banner", () => {
    expect(uploadKind(root, ['banner', 'image', 'url'])).toBe('banner');
    expect(uploadKind(root, ['banner', 'gallery', 3, 'url'])).toBe('banner');
    expect(uploadKind(root, ['modules', 1, 'image', 'url'])).toBe('photo');
    // A module's link and the logo (its sizes are set by hand) are not images to upload into.
    expect(uploadKind(root, ['modules', 1, 'url'])).toBeNull();
    expect(uploadKind(root, ['logo', 'url'])).toBeNull();
    expect(uploadKind(root, ['banner', 'image', 'alt'])).toBeNull();
  });

  it("takes the agency's logo and icon as brand uploads, nothing else of the brand", () => {
    expect(uploadKind(root, ['brand', 'logo', 'url'])).toBe('logo');
    expect(uploadKind(root, ['brand', 'icon', 'url'])).toBe('icon');
    expect(uploadKind(root, ['brand', 'colors', 'url'])).toBeNull();
    expect(uploadKind(root, ['brand', 'logo', 'width'])).toBeNull();
  });
});

describe('what the editor asks to fill in, and in which languages (issue 31)', () => {
  const doc = z.toJSONSchema(
    z.object({
      name: z.string().min(1),
      slogan: z.string(),
      note: z.string().min(1).optional(),
      maxItems: z.number().int(),
      colour: z.string().min(1).meta({ format: 'color' }),
      title: z.object({ nl: z.string().min(1), fr: z.string(), en: z.string(), de: z.string().optional() }),
      open: z.boolean(),
    }),
  ) as SchemaNode;
  const at = (key: string) => doc.properties![key]!;
  const required = (key: string) => (doc.required ?? []).includes(key);

  it('marks a required text only when the rules refuse it empty, and a required number', () => {
    expect(mustFill(at('name'), required('name'))).toBe(true);
    // Required but may be empty (z.string()): nothing to mark.
    expect(mustFill(at('slogan'), required('slogan'))).toBe(false);
    // Optional: may be left out, even with a minimum length when given.
    expect(mustFill(at('note'), required('note'))).toBe(false);
    expect(mustFill(at('maxItems'), required('maxItems'))).toBe(true);
    expect(mustFill(at('open'), required('open'))).toBe(false);
    expect(mustFill(at('colour'), required('colour'))).toBe(true);
  });

  it('marks each language of a text by its own rule', () => {
    const title = at('title');
    const lang = (l: string) => mustFill(title.properties![l]!, (title.required ?? []).includes(l));
    expect(['nl', 'fr', 'en', 'de'].map(lang)).toEqual([true, false, false, false]);
  });

  it("shows the site's languages always, in its order, another only when it holds text", () => {
    const title = at('title');
    expect(editorLanguages(title, ['nl', 'fr', 'en'], () => '')).toEqual(['nl', 'fr', 'en']);
    expect(editorLanguages(title, ['nl', 'fr', 'en'], (l) => (l === 'de' ? '  ' : ''))).toEqual(['nl', 'fr', 'en']);
    expect(editorLanguages(title, ['nl', 'fr', 'en'], (l) => (l === 'de' ? 'Titel' : ''))).toEqual([
      'nl',
      'fr',
      'en',
      'de',
    ]);
    // A French and English site asks no Dutch; a Dutch text written before still shows, to be cleared.
    expect(editorLanguages(title, ['fr', 'en'], () => '')).toEqual(['fr', 'en']);
    expect(editorLanguages(title, ['fr', 'en'], (l) => (l === 'nl' ? 'Titel' : ''))).toEqual(['fr', 'en', 'nl']);
    // A German and French site: German first, its default.
    expect(editorLanguages(title, ['de', 'fr'], () => '')).toEqual(['de', 'fr']);
    // A text without a German field has none to show.
    const plain = z.toJSONSchema(z.object({ nl: z.string(), fr: z.string(), en: z.string() })) as SchemaNode;
    expect(editorLanguages(plain, ['nl', 'fr', 'en'], () => 'x')).toEqual(['nl', 'fr', 'en']);
  });
});
