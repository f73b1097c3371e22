import { citySegment } from '@/domain/place/place-names';
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { projects, properties } from '@/db/schema';
import { localizedPath } from '@/i18n/paths';
import { routing, type AppLocale } from '@/i18n/routing';
import { propertyHref } from './card';
import { propertiesWithProject } from './property-project';
import { projectIn, projectTitles, slugOf, titlesOf } from './slugs';
import { projectSlugIn } from '@/domain/property/slug';

/**
 * What a detail address stands for, decided before the page renders (the proxy), because a page
 * can answer neither 301 nor 410 (issue 15, "Life of a listing"):
 * - `moved`: an outdated city or slug (or goal) of a published property or project → 301;
 * - `gone`: a withdrawn property → 410 with the "not found" page and similar properties;
 * - `current` or `unknown`: the page renders (an unknown id is its 404).
 */
export type AddressState =
  | { kind: 'current' | 'unknown' }
  | { kind: 'moved'; location: string }
  | { kind: 'gone'; locale: AppLocale; id: number };

type Match = { locale: AppLocale; kind: 'property' | 'project'; id: number };

const DETAIL_TEMPLATES = [
  '/for-sale/[city]/[slug]/[id]',
  '/for-rent/[city]/[slug]/[id]',
  '/projects/[city]/[slug]/[id]/[unit]',
  '/projects/[city]/[slug]/[id]',
] as const;

const patterns = routing.locales.flatMap((locale) =>
  DETAIL_TEMPLATES.map((template) => {
    const path = localizedPath(locale, template, { city: '\0', slug: '\0', id: '\0', unit: '\0' });
    const source = path
      .split('\0')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('([^/]+)');
    return {
      locale,
      unit: template.endsWith('[unit]'),
      project: template === '/projects/[city]/[slug]/[id]',
      regex: new RegExp(`^${source}$`),
    };
  }),
);

/**
 * Whether an address has the shape of a property's page (for sale, for rent, a project's unit),
 * whatever its id: its 404 is "property not found" with suggestions, as its route's not-found was.
 */
export function propertyShaped(pathname: string): boolean {
  return patterns.some((p) => !p.project && p.regex.test(pathname));
}

/** The language and the id a detail address names, or null for any other address. Pure. */
export function detailAddress(pathname: string): Match | null {
  for (const p of patterns) {
    const m = p.regex.exec(pathname);
    if (!m) continue;
    const raw = p.unit ? m[4] : m[3];
    if (!raw || !/^\d{1,10}$/.test(raw)) return null;
    return { locale: p.locale, kind: p.project ? 'project' : 'property', id: Number(raw) };
  }
  return null;
}

export async function addressState(pathname: string, db: Db = getDb()): Promise<AddressState> {
  const match = detailAddress(pathname);
  if (!match || match.id > 2_147_483_647) return { kind: 'unknown' };
  if (match.kind === 'project') {
    const [project] = await db
      .select({
        slug: projects.slug,
        name: projects.name,
        city: projects.city,
        status: projects.status,
        titles: projectTitles,
      })
      .from(projects)
      .where(eq(projects.id, match.id));
    if (!project || project.status !== 'published') return { kind: 'unknown' };
    const canonical = localizedPath(match.locale, '/projects/[city]/[slug]/[id]', {
      city: citySegment(project.city, match.locale),
      slug: projectSlugIn(project.name, project.titles ?? [], match.locale, project.slug),
      id: String(match.id),
    });
    return canonical === pathname ? { kind: 'current' } : { kind: 'moved', location: canonical };
  }
  const [row] = await propertiesWithProject(db, {
    id: properties.id,
    goal: properties.goal,
    slug: properties.slug,
    city: properties.city,
    status: properties.status,
  }).where(eq(properties.id, match.id));
  if (!row) return { kind: 'unknown' };
  // A withdrawn property was online: it is gone. A draft never was: its address is unknown.
  if (row.status === 'withdrawn') return { kind: 'gone', locale: match.locale, id: row.id };
  if (row.status !== 'published') return { kind: 'unknown' };
  const project = projectIn(row, match.locale);
  // The slug is the title in the address's language (domain/property/slug): another language's slug moves too.
  const slug = slugOf(await titlesOf(db, [row.id]), row.id, match.locale, row.slug);
  const href = propertyHref({ id: row.id, goal: row.goal, slug, city: row.city, project }, match.locale);
  const canonical = localizedPath(match.locale, href.pathname, href.params);
  return canonical === pathname ? { kind: 'current' } : { kind: 'moved', location: canonical };
}
