import { defineRouting } from 'next-intl/routing';
import { SITE_LOCALES } from '../domain/language/site-locales';
import systemPaths from './system-paths.json';

/**
 * Every application page in every language the product routes (docs/product-decisions.md#addresses).
 * Which of them a site shows, and its default, are the agency's settings (`site.languages`), applied
 * at request time by the proxy: the build knows every language. Content pages (privacy, services, …)
 * take their paths from the content and are served by the catch-all route; the system paths
 * (thank-you, testimonials, login) are the product's own, in system-paths.json.
 */
type Lang = (typeof SITE_LOCALES)[number];
const locales = SITE_LOCALES as unknown as [Lang, ...Lang[]];
export type AppLocale = Lang;

const p = systemPaths;
const per = (make: (l: Lang) => string) => Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Lang, string>;
const seg = (paths: Partial<Record<Lang, string>> & { nl: string }, l: Lang) => paths[l] ?? paths.nl;

const sale = { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/kaufen' };
const rent = { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/mieten' };
const projects = { nl: '/projecten', fr: '/projets', en: '/projects', de: '/projekte' };
const pick = (paths: Record<Lang | 'de', string>) => per((l) => paths[l]);

export const routing = defineRouting({
  locales,
  // Never chosen here: the proxy sends `/` to the site's default language (or the browser's) itself.
  defaultLocale: locales[0],
  localePrefix: 'always',
  localeDetection: false,
  // The switcher and the links choose the language; no cookie needed (fewer cookies, no consent).
  localeCookie: false,
  // Pages carry their own hreflang links (nl-BE, fr-BE, en, x-default); no second, different set in headers.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/for-sale': pick(sale),
    '/for-rent': pick(rent),
    '/for-sale/[city]/[slug]/[id]': per((l) => `${sale[l]}/[city]/[slug]/[id]`),
    '/for-rent/[city]/[slug]/[id]': per((l) => `${rent[l]}/[city]/[slug]/[id]`),
    '/projects': pick(projects),
    '/projects/[city]/[slug]/[id]': per((l) => `${projects[l]}/[city]/[slug]/[id]`),
    '/projects/[city]/[slug]/[id]/[unit]': per((l) => `${projects[l]}/[city]/[slug]/[id]/[unit]`),
    '/contact': pick({ nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' }),
    '/search-demand': pick({ nl: '/zoekopdracht', fr: '/recherche', en: '/search-demand', de: '/suchauftrag' }),
    '/favourites': pick({ nl: '/favorieten', fr: '/favoris', en: '/favourites', de: '/favoriten' }),
    '/valuation': pick({ nl: '/waardebepaling', fr: '/estimation', en: '/valuation', de: '/bewertung' }),
    '/login': per((l) => `/${seg(p.login, l)}`),
    '/login/forgot': per(
      (l) =>
        `/${seg(p.login, l)}/${{ nl: 'wachtwoord-vergeten', fr: 'mot-de-passe-oublie', en: 'forgot-password', de: 'passwort-vergessen' }[l]}`,
    ),
    '/login/reset': per(
      (l) =>
        `/${seg(p.login, l)}/${{ nl: 'nieuw-wachtwoord', fr: 'nouveau-mot-de-passe', en: 'new-password', de: 'neues-passwort' }[l]}`,
    ),
    '/portal': pick({ nl: '/eigenaar', fr: '/proprietaire', en: '/owner', de: '/eigentuemer' }),
    '/portal/[id]': pick({
      nl: '/eigenaar/[id]',
      fr: '/proprietaire/[id]',
      en: '/owner/[id]',
      de: '/eigentuemer/[id]',
    }),
    '/thank-you/[form]': per((l) => `/${seg(p.thankYou, l)}/[form]`),
    '/testimonials/[slug]': per((l) => `/${seg(p.testimonials, l)}/[slug]`),
    // Lead forms (issue 5). Offer and rental application are per property (?property={id}).
    '/offer': pick({ nl: '/contact/bod', fr: '/contact/offre', en: '/contact/offer', de: '/kontakt/angebot' }),
    '/rental-application': pick({
      nl: '/contact/huuraanvraag',
      fr: '/contact/candidature-location',
      en: '/contact/rental-application',
      de: '/kontakt/mietantrag',
    }),
    '/testimonial': pick({ nl: '/getuigenis', fr: '/temoignage', en: '/testimonial', de: '/erfahrungsbericht' }),
    '/newsletter': pick({ nl: '/nieuwsbrief', fr: '/newsletter', en: '/newsletter', de: '/newsletter' }),
    '/newsletter/confirm/[token]': pick({
      nl: '/nieuwsbrief/bevestigen/[token]',
      fr: '/newsletter/confirmer/[token]',
      en: '/newsletter/confirm/[token]',
      de: '/newsletter/bestaetigen/[token]',
    }),
    '/search-demand/unsubscribe/[token]': pick({
      nl: '/zoekopdracht/uitschrijven/[token]',
      fr: '/recherche/desinscription/[token]',
      en: '/search-demand/unsubscribe/[token]',
      de: '/suchauftrag/abmelden/[token]',
    }),
    '/vacancies/[slug]/apply': pick({
      nl: '/vacatures/[slug]/solliciteren',
      fr: '/emplois/[slug]/postuler',
      en: '/vacancies/[slug]/apply',
      de: '/stellen/[slug]/bewerben',
    }),
  },
});

export type AppPathname = keyof typeof routing.pathnames;
