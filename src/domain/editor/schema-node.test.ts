import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nodeAt, pathOf, uploadKind, type SchemaNode } from './schema-node';

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
