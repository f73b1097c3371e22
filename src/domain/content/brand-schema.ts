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

/** A brand image stored by the site (an uploaded file, or a file beside site.json on import). */
const brandImage = z.object({
  url: z.string().regex(/^\/[^\s]*$/, 'must be a path starting with /'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const brandSchema = z.object({
  colors: z
    .object({
      primary: hex6.default('#1f4e79'),
      accent: hex6.default('#9a3412'),
    })
    .prefault({})
    .superRefine(({ primary }, ctx) => {
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
