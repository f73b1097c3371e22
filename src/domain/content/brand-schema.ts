import { z } from 'zod';

/**
 * The agency's brand (issue 29): its colours, logo, icon and fonts, edited in the back office and
 * exported with site.json. Every colour the pages, maps, charts and mails use derives from these.
 */
const hex6 = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');

/** The bundled, self-hosted font families an agency may choose from (no font service at run time). */
export const FONT_FAMILIES = ['inter', 'fraunces'] as const;
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
    .prefault({}),
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
