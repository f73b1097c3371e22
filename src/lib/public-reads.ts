import 'server-only';
import type { SearchQuery } from '@/domain/search/search-query';
import type { SimilarCandidate } from '@/domain/property/similarity';
import type { AppLocale } from '@/i18n/routing';
import { tagged } from '@/lib/cache/tagged';
import { CATALOGUE_TAG, LISTS_TAG, propertyTag, TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { contentStamp } from '@/lib/content/load';
import type { Module } from '@/domain/content/schema';
import { bannerSlides, moduleData } from '@/lib/modules/module-data';
import { getProject, listProjects } from '@/lib/projects/projects';
import { searchMapPoints } from '@/lib/catalogue/map-points';
import { getProperty } from '@/lib/catalogue/property';
import { searchProperties } from '@/lib/catalogue/search';
import { loadOptions } from '@/lib/catalogue/search-options';
import { similarProperties, similarToProperty } from '@/lib/catalogue/similar';
import { sitemapEntries } from '@/lib/catalogue/sitemap-entries';
import { spotlight } from '@/lib/catalogue/spotlight';

/**
 * The public read facade: the catalogue, projects, page modules, banner and sitemap as the public
 * pages read them, through the data cache, tagged, invalidated by invalidate(tags)
 * (lib/cache/invalidate.ts). Owner-portal data, visit counts and anything read for a form
 * submission are never read through here.
 */
const lists = [CATALOGUE_TAG, LISTS_TAG];

export const publicReads = {
  search: (goal: 0 | 1, q: SearchQuery, locale: string) =>
    tagged(['search', goal, JSON.stringify(q), locale], lists, () => searchProperties(goal, q, locale)),
  mapPoints: (goal: 0 | 1, q: SearchQuery, locale: string) =>
    tagged(['map', goal, JSON.stringify(q), locale], lists, () => searchMapPoints(goal, q, locale)),
  options: (locale: string) => tagged(['options', locale], lists, () => loadOptions(locale)),
  property: (id: number, locale: string) =>
    Number.isSafeInteger(id) && id > 0
      ? tagged(['property-detail', id, locale], [CATALOGUE_TAG, propertyTag(id)], () => getProperty(id, locale))
      : Promise.resolve(null),
  similar: (target: SimilarCandidate, locale: string) =>
    tagged(['similar', JSON.stringify(target), locale], lists, () => similarProperties(target, locale)),
  similarTo: (id: number, locale: string) =>
    tagged(['similar-to', id, locale], lists, () => similarToProperty(id, locale)),
  spotlight: (locale: string) => tagged(['spotlight', locale], lists, () => spotlight(locale)),
  projects: (locale: string) => tagged(['projects', locale], lists, () => listProjects(locale)),
  project: (id: number, locale: string) =>
    Number.isSafeInteger(id) && id > 0
      ? tagged(['project', id, locale], lists, () => getProject(id, locale))
      : Promise.resolve(null),
  sitemap: () => tagged(['sitemap', contentStamp() ?? ''], lists, () => sitemapEntries()),
  modules: (modules: Module[], locale: AppLocale) =>
    tagged(
      ['modules', contentStamp() ?? '', JSON.stringify(modules.map((m) => [m.id, m.relations, m.maxItems])), locale],
      [...lists, TESTIMONIALS_TAG],
      () => moduleData(modules, locale),
    ),
  bannerSlides: (locale: AppLocale) => tagged(['banner', locale], lists, () => bannerSlides(locale)),
};
