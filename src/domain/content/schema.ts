import { z } from 'zod';
import { brandSchema } from './brand-schema';
import { agencyTextsSchema, siteSeoSchema } from './identity-schema';
import { defaultLanguages, languagesSchema } from './languages-schema';
import { PAGE_CSS_MAX, pageCssProblem } from './page-css';
import { TEMPLATE_MESSAGE, TEMPLATE_PATTERN, unknownKeyProblem } from '../map/site-tiles';

/**
 * The agency's site settings and menu pages (specification section 3: menu page, module,
 * header link, banner, footer, popup, site info). Validated at start-up; see load.ts.
 */

/**
 * Text per language, in any of the languages the product routes. Which ones a text must have is
 * the site's setting (`languages.enabled`): the rule of domain/content/required-languages.ts,
 * applied with the other rules across files (load.ts checkPages), not here.
 */
const localized = z.object({
  nl: z.string(),
  fr: z.string(),
  en: z.string(),
  de: z.string(),
}).partial();

/** Translatable text with a public flag (shown only when public). */
const publicText = localized.extend({ public: z.boolean().default(true) });

const pathSegment = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes, without slashes');
const localizedPath = z.object({ nl: pathSegment, fr: pathSegment, en: pathSegment, de: pathSegment }).partial();
/** A content page's address per language: required in the languages the site shows (load.ts checkPages). */
const pagePath = z.object({ nl: pathSegment, fr: pathSegment, en: pathSegment, de: pathSegment }).partial();
const absoluteUrl = z.url({ protocol: /^https?$/ });
const localizedUrl = z.object({ nl: absoluteUrl, fr: absoluteUrl, en: absoluteUrl, de: absoluteUrl }).partial();
const color = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'must be a hex colour like #1a2b3c');
/**
 * A picture's address: a file the site stored (`/files/…`) or another path of the site, or, in an
 * agency folder, the name of a picture file beside the JSON file that names it (`banner.jpg` beside
 * site.json, `pages/about-image.jpg` for a page), stored and replaced by its address when the folder
 * is applied (src/lib/content/folder-pictures.ts).
 */
const PICTURE_NAME = '[A-Za-z0-9][\\w.-]*\\.(jpe?g|png|webp|avif|gif|tiff?|heic|heif|JPE?G|PNG|WEBP|AVIF|GIF|TIFF?|HEIC|HEIF)';
/** The name of a picture file of a folder (no directory): `banner.jpg`. */
export const PICTURE_FILE = new RegExp(`^${PICTURE_NAME}$`);
const imageUrl = z
  .string()
  .regex(
    new RegExp(`^(\\/[^\\s]*|${PICTURE_NAME})$`),
    'must be a path starting with / or the name of a picture file of the folder (banner.jpg)',
  );
/**
 * A link of the settings (header links, popup): a web address, a mail or phone link, or a path of
 * this site. Never `javascript:` or `data:`, which would run in the visitor's page (issue 9).
 */
const linkTarget = z.string().regex(/^(|https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9 ()./-]+|\/(?![/\\])[^\s]*|#[^\s]*)$/i, 'must be an http(s) address, a mailto: or tel: link, or a path starting with /');
const localizedLink = z.object({ nl: linkTarget, fr: linkTarget, en: linkTarget, de: linkTarget }).partial();

const seoSchema = z
  .object({
    isActiveSEO: z.boolean().default(true),
    pageTitle: localized.partial(),
    metaTitle: localized.partial(),
    description: localized.partial(),
    ogTitle: localized.partial(),
    ogType: z.string(),
    ogUrl: z.string(),
    ogImage: imageUrl,
    ogDescription: localized.partial(),
    twitterTitle: localized.partial(),
    twitterSite: z.string(),
    twitterImage: imageUrl,
    twitterDescription: localized.partial(),
  })
  .partial();

const imageSchema = z.object({
  id: z.string().optional(),
  filename: z.string().optional(),
  originalname: z.string().optional(),
  url: imageUrl,
  mimetype: z.string().optional(),
  destination: z.string().optional(),
  createDate: z.string().optional(),
  alt: localized.partial().optional(),
});

export const moduleSchema = z.object({
  id: z.string().min(1),
  title: localized.partial().optional(),
  titleSize: z.enum(['h2', 'h3', 'h4']).default('h2'),
  description: localized.partial().optional(),
  description2: localized.partial().optional(),
  position: z.literal('contentRow').default('contentRow'),
  span: z.number().int().min(1).max(12).default(12),
  col: z
    .object({ sm: z.number().int().min(1).max(12), md: z.number().int().min(1).max(12), lg: z.number().int().min(1).max(12) })
    .default({ sm: 12, md: 12, lg: 12 }),
  sort: z.number().int().default(0),
  view: z.enum(['single-view', 'slider-view', 'card-view']).default('single-view'),
  class: z.string().optional(),
  backgroundType: z.enum(['image', 'color', 'gallery', 'empty']).default('empty'),
  image: imageSchema.optional(),
  images: z.array(imageSchema).default([]),
  colorBackground: color.optional(),
  relations: z
    // The specification's five relation types, plus testimonials for the testimonials slider.
    .array(z.object({ type: z.enum(['article', 'property-list', 'category', 'contact', 'project-list', 'testimonials']), id: z.string() }))
    .default([]),
  /** Shown on the page, or kept aside without being shown (a choice, in the staff's words: issue 44). */
  status: z.enum(['Published', 'Draft']).default('Published'),
  numberItemOfRow: z.number().int().min(1).max(6).default(4),
  maxItems: z.number().int().min(1).max(40).default(4),
  /** Where the module's "see all" link goes (a path of this site), when it has one. */
  moreLink: localized.partial().optional(),
  isHasSubcategories: z.boolean().default(false),
});
export type Module = z.infer<typeof moduleSchema>;

/** The application routes a menu entry may point to (keys of the routing table). */
const APP_ROUTES = ['/', '/for-sale', '/for-rent', '/projects', '/contact', '/search-demand', '/valuation', '/login'] as const;

export const menuPageSchema = z
  .object({
    id: z.string().min(1),
    parentId: z.string().nullable().default(null),
    name: z.string().regex(/^[a-z0-9-]+$/, 'must be a lowercase key like "privacy"'),
    status: z.enum(['Published', 'Draft', 'Archived']).default('Published'),
    createDate: z.string().optional(),
    modifyDate: z.string().optional(),
    sort: z.number().int().default(0),
    /** Where the page is linked from: the main menu, the footer's legal links, or nowhere. */
    menu: z.enum(['main', 'footer', 'none']).default('main'),
    /** An application route instead of a content page (the page's path then comes from routing). */
    route: z.enum(APP_ROUTES).optional(),
    /** The original address of the specification (e.g. "/Privacy/"), redirected 301 to this page. */
    legacyPath: z.string().regex(/^\/.*/, 'must start with /').optional(),
    params: z.object({
      /** Required, not empty, in every enabled language (domain/content/required-languages.ts). */
      title: z.object({ nl: z.string().min(1), fr: z.string().min(1), en: z.string().min(1), de: z.string().min(1) }).partial(),
      description: localized.partial().optional(),
      // prefault: the default is parsed too, so a page read again (from the database) is the same page.
      seo: seoSchema.prefault({}),
      image: imageSchema.optional(),
      modules: z.array(moduleSchema).default([]),
      content: localized.partial().optional(),
      /** The page's own CSS, applied to its content only (page-css.ts). */
      css: z.string().max(PAGE_CSS_MAX).optional(),
      type: z.enum(['page', 'module']).default('page'),
      redirect: z.boolean().default(false),
      redirectUrl: localizedUrl.optional(),
      path: pagePath.optional(),
      showBreadCrumb: z.boolean().default(true),
      showPageBanner: z.boolean().default(true),
      bannerTitle: localized.partial().optional(),
      bannerDescription: localized.partial().optional(),
    }),
  })
  .superRefine((page, ctx) => {
    const { redirect, redirectUrl, path } = page.params;
    if (redirect && !redirectUrl) {
      ctx.addIssue({ code: 'custom', path: ['params', 'redirectUrl'], message: 'is required when redirect is true' });
    }
    if (!redirect && !page.route && !path) {
      ctx.addIssue({ code: 'custom', path: ['params', 'path'], message: 'is required for a content page' });
    }
    const cssProblem = page.params.css ? pageCssProblem(page.params.css) : null;
    if (cssProblem) ctx.addIssue({ code: 'custom', path: ['params', 'css'], message: cssProblem });
  });
export type MenuPage = z.infer<typeof menuPageSchema>;

const topBarLinkSchema = z.object({
  status: z.boolean(),
  icon: z.enum(['phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'user']),
  color: color.optional(),
  label: localized,
  link: localizedLink,
});

const footerColumnSchema = z.object({
  title: publicText.optional(),
  introText: publicText.optional(),
  fullText: publicText.optional(),
  image: imageSchema.optional(),
  col: z.object({ sm: z.number().int(), md: z.number().int(), lg: z.number().int() }),
  links: z.enum(['none', 'menu', 'legal', 'contact']).default('none'),
});

const slot = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/, 'must look like 10:00-13:00');

export const siteSchema = z.object({
  agency: z.object({
    name: z.string().min(1),
    legalName: z.string().min(1),
    street: z.string().min(1),
    houseNumber: z.string().min(1),
    zip: z.string().min(4),
    city: z.string().min(1),
    country: z.string().default('BE'),
    phone: z.string().min(6),
    email: z.email(),
    vat: z.string().regex(/^BE ?0?\d{3}\.?\d{3}\.?\d{3}$/, 'must be a Belgian VAT/KBO number like BE 0123.456.789'),
    biv: z.string().min(3),
    bivTitle: localized,
    supervisor: localized,
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    openingHours: localized,
    /** The same hours, machine-readable (structured data for search engines). */
    hours: z
      .array(
        z.object({
          days: z.array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])).min(1),
          opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must look like 09:00'),
          closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must look like 18:00'),
        }),
      )
      .default([]),
    social: z.object({ facebook: absoluteUrl, instagram: absoluteUrl, linkedin: absoluteUrl }).partial().default({}),
  }),
  topBar: z.object({ show: z.boolean(), links: z.array(topBarLinkSchema) }),
  menu: z.object({ maxItems: z.number().int().min(1).max(12) }),
  banner: z.object({
    type: z.enum(['image', 'gallery', 'video', 'properties']),
    image: imageSchema.optional(),
    gallery: z.array(imageSchema).default([]),
    video: z.string().optional(),
    title: publicText.optional(),
    description: publicText.optional(),
  }),
  footer: z.object({ columns: z.array(footerColumnSchema).max(6), copyright: localized }),
  popup: z.object({
    isPublished: z.boolean(),
    delay: z.number().min(0).max(600).default(0),
    link: localizedLink.partial().optional(),
    title: localized.partial().optional(),
    media: z.object({ url: imageUrl }).optional(),
    description: localized.partial().optional(),
  }),
  searchFilter: z.object({
    showTypes: z.boolean().default(true),
    showCities: z.boolean().default(true),
    showPrice: z.boolean().default(true),
    rooms: z.array(z.enum(['bedrooms', 'bathrooms', 'showerrooms', 'toilets', 'garages'])).default(['bedrooms', 'garages']),
  }),
  tracking: z
    .object({
      analyticsId: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX'),
      adsId: z.string().regex(/^AW-\d+$/, 'must look like AW-123456789'),
      tagManagerId: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXX'),
      socialPixelId: z.string().regex(/^\d{6,20}$/, 'must be the numeric pixel id'),
    })
    .partial()
    .default({}),
  contactSlots: z.array(slot).min(1).default(['10:00-13:00', '13:00-16:00', '16:00-19:00']),
  /** Default, enabled and browser-chosen languages, and the agency's mail language (domain/language/languages.ts). */
  languages: languagesSchema.prefault(defaultLanguages),
  brand: brandSchema.prefault({}),
  seo: siteSeoSchema.prefault({}),
  texts: agencyTextsSchema.prefault({}),
  map: z.object({
    tileUrl: z
      .string()
      .regex(TEMPLATE_PATTERN, TEMPLATE_MESSAGE)
      .superRefine((template, ctx) => {
        const problem = unknownKeyProblem(template);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    attribution: z.string().min(1),
    /** The tiles through the site's own address (decision 036); false: the browser asks the tile server. */
    proxy: z.boolean().default(true),
  }),
});
export type Site = z.infer<typeof siteSchema>;

/**
 * A content folder's routing.json, accepted on import for compatibility: its languages (from before
 * they were site settings) become `site.languages` when site.json has none; its system paths must
 * be the ones the build compiled (src/i18n/system-paths.json).
 */
export const routingFileSchema = z.object({
  languages: z.object({ default: z.string(), enabled: z.array(z.string()), detectFromBrowser: z.boolean().optional() }).optional(),
  paths: z.object({ thankYou: localizedPath, testimonials: localizedPath, login: localizedPath }).optional(),
});
