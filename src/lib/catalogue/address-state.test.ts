import { describe, expect, it } from 'vitest';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { projects, projectTexts, properties, propertyTexts } from '@/db/schema';
import { localizedPath } from '@/i18n/paths';
import { listProjects } from '@/lib/projects/projects';
import { legacyAddress } from './legacy';
import { sitemapEntries } from './sitemap-entries';
import { citySegment } from '@/domain/place/place-names';
import { slugify } from '@/domain/property/text';
import { aProject, aProperty, aUnit, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { addressState, detailAddress } from './address-state';

/** A house for sale and a flat for rent in Leuven (Louvain in French), and a project there with two units. */
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    projects: [aProject(301, { name: 'Parkhof' })],
    properties: [
      aProperty(1001),
      aProperty(1002, { goal: 'rent', type: 2, price: 900 }),
      aUnit(1201, 301),
      aUnit(1202, 301),
    ],
  }),
);

describe('detail addresses', () => {
  it('are recognised in every language, with the id of the property or project', () => {
    expect(detailAddress('/nl/te-koop/leuven/woning/5001/')).toEqual({ locale: 'nl', kind: 'property', id: 5001 });
    expect(detailAddress('/fr/a-louer/courtrai/appartement/5157/')).toEqual({
      locale: 'fr',
      kind: 'property',
      id: 5157,
    });
    expect(detailAddress('/en/projects/aarschot/vaartkom/206/5210/')).toEqual({
      locale: 'en',
      kind: 'property',
      id: 5210,
    });
    expect(detailAddress('/en/projects/aarschot/vaartkom/206/')).toEqual({ locale: 'en', kind: 'project', id: 206 });
  });

  it('are not lists, content pages or ids that are not numbers', () => {
    expect(detailAddress('/nl/te-koop/')).toBeNull();
    expect(detailAddress('/nl/te-koop/leuven/woning/abc/')).toBeNull();
    expect(detailAddress('/nl/over-ons/')).toBeNull();
    expect(detailAddress('/nl/te-koop/leuven/woning/5001')).toBeNull();
  });
});

describe('what an address stands for', () => {
  it('is current at its own address, moved (301) at an outdated city, slug or goal', async () => {
    const [p] = await handle.db.select().from(properties).where(eq(properties.status, 'published')).limit(1);
    const city = p!.city.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const section = p!.goal === 1 ? 'te-huur' : 'te-koop';
    const own = p!.projectId ? null : `/nl/${section}/${city}/${p!.slug}/${p!.id}/`;
    if (own) expect(await addressState(own, handle.db)).toEqual({ kind: 'current' });
    const outdated = await addressState(
      `/nl/${p!.goal === 1 ? 'te-koop' : 'te-huur'}/elders/oude-titel/${p!.id}/`,
      handle.db,
    );
    expect(outdated.kind).toBe('moved');
    expect(outdated).toMatchObject({ location: expect.stringMatching(new RegExp(`^/nl/.+/${p!.id}/$`)) });
  });

  it("takes the title in the address's language as its slug: the Dutch slug on a French page moves (301) to the French one", async () => {
    const [p] = await handle.db
      .select()
      .from(properties)
      .where(and(eq(properties.status, 'published'), eq(properties.goal, 0), isNull(properties.projectId)))
      .limit(1);
    const [french] = await handle.db
      .select({ title: propertyTexts.title })
      .from(propertyTexts)
      .where(and(eq(propertyTexts.propertyId, p!.id), eq(propertyTexts.locale, 'fr')));
    const slug = slugify(french!.title).slice(0, 80);
    expect(slug).not.toBe(p!.slug);
    // The city's name in the address's language too (Leuven is Louvain in French: issue 42).
    const city = citySegment(p!.city, 'fr');
    expect(city).toBe('louvain');
    expect(await addressState(`/fr/a-vendre/${city}/${slug}/${p!.id}/`, handle.db)).toEqual({ kind: 'current' });
    expect(await addressState(`/fr/a-vendre/${city}/${p!.slug}/${p!.id}/`, handle.db)).toEqual({
      kind: 'moved',
      location: `/fr/a-vendre/${city}/${slug}/${p!.id}/`,
    });
    const dutch = citySegment(p!.city, 'nl');
    expect(await addressState(`/nl/te-koop/${dutch}/${p!.slug}/${p!.id}/`, handle.db)).toEqual({ kind: 'current' });
  });

  it('is gone (410) once withdrawn, unknown when it never existed', async () => {
    const [p] = await handle.db.select().from(properties).where(eq(properties.status, 'published')).limit(1);
    await handle.db.update(properties).set({ status: 'withdrawn' }).where(eq(properties.id, p!.id));
    expect(await addressState(`/fr/a-vendre/x/y/${p!.id}/`, handle.db)).toEqual({
      kind: 'gone',
      locale: 'fr',
      id: p!.id,
    });
    expect(await addressState('/fr/a-vendre/x/y/999999999/', handle.db)).toEqual({ kind: 'unknown' });
    await handle.db.update(properties).set({ status: 'draft' }).where(eq(properties.id, p!.id));
    expect(await addressState(`/fr/a-vendre/x/y/${p!.id}/`, handle.db)).toEqual({ kind: 'unknown' });
    expect(await addressState('/fr/a-vendre/x/y/99999999999/', handle.db)).toEqual({ kind: 'unknown' });
  });
});

describe("a project's address", () => {
  async function projectWithUnit() {
    const [unit] = await handle.db
      .select({ id: properties.id, projectId: properties.projectId })
      .from(properties)
      .where(and(eq(properties.status, 'published'), isNotNull(properties.projectId)))
      .limit(1);
    const [project] = await handle.db.select().from(projects).where(eq(projects.id, unit!.projectId!));
    const titles = await handle.db.select().from(projectTexts).where(eq(projectTexts.projectId, project!.id));
    const title = (locale: string) => slugify(titles.find((t) => t.locale === locale)!.title).slice(0, 80);
    const at = (locale: 'nl' | 'fr', slug: string, unitId?: number) =>
      unitId
        ? localizedPath(locale, '/projects/[city]/[slug]/[id]/[unit]', {
            // The city's name in the address's language (Laethem-Saint-Martin in French: issue 42).
            city: citySegment(project!.city, locale),
            slug,
            id: String(project!.id),
            unit: String(unitId),
          })
        : localizedPath(locale, '/projects/[city]/[slug]/[id]', {
            city: citySegment(project!.city, locale),
            slug,
            id: String(project!.id),
          });
    return { unit: unit!, project: project!, titles, title, at };
  }

  it('keeps the name the feed gave it in every language: a name is not translated (its city is)', async () => {
    const { project, unit, at } = await projectWithUnit();
    for (const locale of ['nl', 'fr'] as const) {
      expect(await addressState(at(locale, project.slug), handle.db)).toEqual({ kind: 'current' });
      expect(await addressState(at(locale, project.slug, unit.id), handle.db)).toEqual({ kind: 'current' });
    }
    // The city's Dutch name in a French address moves to the French one.
    const dutchCity = localizedPath('fr', '/projects/[city]/[slug]/[id]', {
      city: slugify(project.city),
      slug: project.slug,
      id: String(project.id),
    });
    if (citySegment(project.city, 'fr') !== slugify(project.city))
      expect(await addressState(dutchCity, handle.db)).toEqual({ kind: 'moved', location: at('fr', project.slug) });
    const [card] = (await listProjects('fr', handle.db)).filter((p) => p.id === project.id);
    expect(card!.slugs).toEqual({ nl: project.slug, fr: project.slug, en: project.slug, de: project.slug });
  });

  it('takes its title in the language when it has no name of its own, its units and sitemap too', async () => {
    const { project, unit, title, at } = await projectWithUnit();
    const dutch = title('nl');
    // A feed project without `name`: its name is its first title, its stored slug that title's.
    const [nl] = await handle.db
      .select()
      .from(projectTexts)
      .where(and(eq(projectTexts.projectId, project.id), eq(projectTexts.locale, 'nl')));
    await handle.db.update(projects).set({ name: nl!.title, slug: dutch }).where(eq(projects.id, project.id));
    const french = title('fr');
    expect(french).not.toBe(dutch);
    expect(await addressState(at('fr', french), handle.db)).toEqual({ kind: 'current' });
    expect(await addressState(at('fr', dutch), handle.db)).toEqual({ kind: 'moved', location: at('fr', french) });
    expect(await addressState(at('nl', dutch), handle.db)).toEqual({ kind: 'current' });
    expect(await addressState(at('fr', dutch, unit.id), handle.db)).toEqual({
      kind: 'moved',
      location: at('fr', french, unit.id),
    });
    expect(await addressState(at('fr', french, unit.id), handle.db)).toEqual({ kind: 'current' });
    const [card] = (await listProjects('fr', handle.db)).filter((p) => p.id === project.id);
    expect(card!.href.params.slug).toBe(french);
    expect(card!.slugs).toMatchObject({ nl: dutch, fr: french });
    const entries = await sitemapEntries(handle.db);
    expect(
      entries.find((e) => e.href.pathname === '/projects/[city]/[slug]/[id]' && e.href.params.id === String(project.id))
        ?.slugs,
    ).toMatchObject({ nl: dutch, fr: french });
    expect(entries.find((e) => 'unit' in e.href.params && e.href.params.unit === String(unit.id))?.slugs).toMatchObject(
      { nl: dutch, fr: french },
    );
    expect(await legacyAddress('project', String(project.id), 'fr', handle.db)).toMatchObject({
      params: { slug: french },
    });
    await handle.db.update(projects).set({ name: project.name, slug: project.slug }).where(eq(projects.id, project.id));
  });
});
