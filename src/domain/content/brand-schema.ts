import { z } from 'zod';
import { primaryProblem } from '../brand/contrast';

/**
 * The agency's brand (issue 29): its colours, logo, icon and fonts, edited in the back office and
 * exported with site.json. Every colour the pages, maps, charts and mails use derives from these
 * (src/domain/brand/palette.ts).
 */
const hex6 = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c')
  // The back office's editor draws a colour picker for it (src/domain/editor/schema-node.ts).
  .meta({ format: 'color' });

/**
 * The bundled, self-hosted font families an agency may choose from (no font service at run time):
 * each is a file of src/app/fonts.ts, described in src/domain/brand/fonts.ts.
 */
export const FONT_FAMILIES = [
  'inter',
  'source-sans-3',
  'work-sans',
  'fraunces',
  'lora',
  'source-serif-4',
  'playfair-display',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/**
 * A logo or icon: the address of the file the site stored (`/files/b/…`, an upload or an import),
 * or, in a content folder, the name of a file beside site.json (`logo.svg`), stored and replaced
 * by its address on import (lib/content/brand-files.ts). Its drawn size is measured then.
 */
const brandImage = z.object({
  url: z
    .string()
    .regex(
      /^(\/[^\s]*|[A-Za-z0-9][\w.-]*\.(svg|png|jpe?g|webp))$/i,
      'must be a stored file (/files/…) or the name of a file beside site.json (logo.svg, icon.png)',
    ),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type BrandImage = z.infer<typeof brandImage>;

/** The stored logo or icon the pages may show: a file the site stored, never a name or an old site path. */
export function storedImage(image: BrandImage | undefined): BrandImage | undefined {
  return image?.url.startsWith('/files/') ? image : undefined;
}

/**
 * Site settings written before the brand existed had a top-level `logo` ({url,width,height}): it
 * becomes `brand.logo` (unless one is set) so that an older exported folder or database still
 * loads; the pages show it once it names a stored file (an import stores a file of that name found
 * beside site.json).
 */
export function liftLegacyLogo(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !('logo' in raw)) return raw;
  const { logo, ...rest } = raw as Record<string, unknown>;
  const brand = rest.brand && typeof rest.brand === 'object' ? (rest.brand as Record<string, unknown>) : {};
  const url = logo && typeof logo === 'object' ? (logo as { url?: unknown }).url : undefined;
  if (brand.logo || typeof url !== 'string') return rest;
  return { ...rest, brand: { ...brand, logo } };
}

export const brandSchema = z.object({
  colors: z
    .object({
      primary: hex6.default('#1f4e79'),
      accent: hex6.default('#9a3412'),
    })
    .prefault({})
    .superRefine(({ primary }, ctx) => {
      // A value that is not a colour has its own issue already (zod runs this refinement anyway).
      if (!/^#[0-9a-fA-F]{6}$/.test(primary)) return;
      // No agency can make its own site unreadable: links and buttons take the primary colour.
      const problem = primaryProblem(primary);
      if (problem) {
        ctx.addIssue({
          code: 'custom',
          path: ['primary'],
          message: `gives links and text a contrast of only ${problem.ratio}:1 on the page's light backgrounds (at least ${problem.needed}:1 is needed); a darker shade such as ${problem.suggestion} passes`,
        });
      }
    }),
  logo: brandImage.optional(),
  icon: brandImage.optional(),
  fonts: z
    .object({
      heading: z.enum(FONT_FAMILIES).default('fraunces'),
      body: z.enum(FONT_FAMILIES).default('inter'),
    })
    .prefault({}),
});
export type Brand = z.infer<typeof brandSchema>;
