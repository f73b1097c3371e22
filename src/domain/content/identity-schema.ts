import { z } from 'zod';

/**
 * What the site says about the agency itself (issue 29): its search-engine defaults and the texts
 * about it or its region, per language. Each has a translated default that names the agency by its
 * settings and never a place, so a new agency's site says nothing of another's.
 */
const optionalLocalized = z
  .object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() })
  .partial();

/** A title template holds `%s`, where the page's own title goes; an empty one is no template. */
const template = z.string().refine((value) => value.trim() === '' || value.includes('%s'), {
  message: 'must contain %s where the page title goes, e.g. "%s | Immo Example"',
});

export const siteSeoSchema = z.object({
  /** The home page's title, and the title of a page without one (e.g. "Immo Example – estate agent"). */
  title: optionalLocalized.default({}),
  /** `%s` stands for the page's own title, e.g. "%s | Immo Example". */
  titleTemplate: z.object({ nl: template, fr: template, en: template, de: template }).partial().default({}),
  /** The description of pages that have none of their own. */
  description: optionalLocalized.default({}),
});

export const agencyTextsSchema = z.object({
  /** The home page's valuation block. */
  valuationIntro: optionalLocalized.default({}),
  /** The search-demand form's example of places ("3000, Leuven, …"); without one, no place is named. */
  searchDemandExample: optionalLocalized.default({}),
  /** The owner portal's sign-in text. */
  portalIntro: optionalLocalized.default({}),
  /** The signature under the owner portal's mails (the invitation, the password reset). */
  mailFooter: optionalLocalized.default({}),
  /** The projects page's introduction (and its description when its content page has none). */
  projectsIntro: optionalLocalized.default({}),
});
export type AgencyTexts = z.infer<typeof agencyTextsSchema>;
