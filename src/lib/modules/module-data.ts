import 'server-only';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { properties } from '@/db/schema';
import { parseSearchQuery } from '@/domain/search/search-query';
import type { AppLocale } from '@/i18n/routing';
import { cardSelection, loadCards } from '@/lib/catalogue/cards-query';
import type { PropertyCard } from '@/lib/catalogue/card';
import { availableFirst, searchFilter } from '@/lib/catalogue/search';
import { content } from '@/lib/content/load';
import { pick } from '@/domain/language/localized-text';
import { contentPath, isPublished } from '@/lib/content/paths';
import type { Module } from '@/domain/content/schema';
import { listProjects, type ProjectCard } from '@/lib/projects/projects';
import { languageFirst } from '@/domain/language/language-first';
import { listTestimonials, type Testimonial } from '@/lib/testimonials/testimonials';

type CategoryItem = { title: string; description: string; href: string; image: string | null };

/** What each module shows, fetched by the page so that module components stay free of I/O. */
export type ModuleData =
  | { kind: 'article' }
  | { kind: 'properties'; cards: PropertyCard[] }
  | { kind: 'projects'; cards: ProjectCard[] }
  | { kind: 'category'; items: CategoryItem[] }
  | { kind: 'testimonials'; items: Testimonial[] }
  | { kind: 'contact' };

/**
 * A property-list relation's id is a list query (decisions: the same parameters as the list
 * pages) plus `goal=0|1` and `availability=sold|rented|available`: "goal=0&city=wavre|1300",
 * "availability=sold,rented" for the recently sold page, "units=exclude" to leave out project units.
 */
async function propertyList(query: string, limit: number, locale: AppLocale, db: Db) {
  const params = new URLSearchParams(query);
  const goal = params.get('goal') === '1' ? 1 : 0;
  const availability = (params.get('availability') ?? '')
    .split(',')
    .filter((a) => a === 'sold' || a === 'rented' || a === 'available');
  const q = parseSearchQuery(params, goal);
  const done = availability.filter((a) => a !== 'available');
  const where = and(
    params.has('goal') ? searchFilter(goal, q) : eq(properties.status, 'published'),
    done.length ? inArray(properties.availability, done) : undefined,
    availability.includes('available') ? isNull(properties.availability) : undefined,
    params.get('units') === 'exclude' ? isNull(properties.projectId) : undefined,
  );
  const rows = await cardSelection(db)
    .where(where)
    .orderBy(availableFirst, desc(properties.marquee), desc(properties.updatedAt), desc(properties.id))
    .limit(limit);
  return loadCards(db, rows, locale);
}

function category(pageId: string, locale: AppLocale): CategoryItem[] {
  const { pages } = content();
  return pages
    .filter((p) => p.parentId === pageId && isPublished(p))
    .sort((a, b) => a.sort - b.sort)
    .flatMap((p) => {
      const path = contentPath(pages, p, locale);
      return path
        ? [
            {
              title: pick(p.params.title, locale),
              description: pick(p.params.description, locale),
              href: `/${locale}${path}/`,
              image: p.params.image?.url ?? null,
            },
          ]
        : [];
    });
}

export async function moduleData(
  modules: Module[],
  locale: AppLocale,
  db: Db = getDb(),
): Promise<Record<string, ModuleData>> {
  const entries = await Promise.all(
    modules.map(async (module): Promise<[string, ModuleData]> => {
      const relation = module.relations[0];
      switch (relation?.type) {
        case 'property-list': {
          const cards = await propertyList(relation.id, module.maxItems, locale, db);
          return [module.id, { kind: 'properties', cards }];
        }
        case 'project-list':
          return [module.id, { kind: 'projects', cards: (await listProjects(locale, db)).slice(0, module.maxItems) }];
        case 'category':
          return [module.id, { kind: 'category', items: category(relation.id, locale).slice(0, module.maxItems) }];
        case 'testimonials':
          // Reviews in the page's language first, chosen among the 40 newest, then cut to the module's count.
          return [
            module.id,
            {
              kind: 'testimonials',
              items: languageFirst(await listTestimonials(40, db), locale).slice(0, Math.min(module.maxItems, 40)),
            },
          ];
        case 'contact':
          return [module.id, { kind: 'contact' }];
        default:
          return [module.id, { kind: 'article' }];
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** The property slideshow of the home banner: the newest available properties (at most 6). */
export async function bannerSlides(locale: AppLocale, db: Db = getDb()): Promise<PropertyCard[]> {
  return propertyList('availability=available&units=exclude', 6, locale, db);
}
