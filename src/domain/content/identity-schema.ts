import { z } from 'zod';

/**
 * What the site says about the agency itself (issue 29): its search-engine defaults and the texts
 * about it or its region, per language. Each has a translated default that names the agency by its
 * settings and never a place, so a new agency's site says nothing of another's.
 */
const optionalLocalized = z
  .object({ nl: z.string(), fr: z.string(), en: z.string(), de: z.string() })
  .partial();

export const siteSeoSchema = z.object({
  /** `%s` stands for the page's own title, e.g. "%s | Immo Example". */
  titleTemplate: optionalLocalized.default({}),
  /** The description of pages that have none of their own. */
  description: optionalLocalized.default({}),
});

export const agencyTextsSchema = z.object({
  /** The home page's valuation block. */
  valuationIntro: optionalLocalized.default({}),
  /** The search-demand form's example of places ("9000, Gent, …"). */
  searchDemandExample: optionalLocalized.default({}),
  /** The owner portal's sign-in and welcome text. */
  portalIntro: optionalLocalized.default({}),
  /** The signature under mails to visitors and owners. */
  mailFooter: optionalLocalized.default({}),
  /** The projects page's introduction. */
  projectsIntro: optionalLocalized.default({}),
});
