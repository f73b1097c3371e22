import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { properties } from '@/db/schema';
import { aProject, aProperty, aUnit, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { propertiesWithProject } from './property-project';
import { projectIn } from './slugs';

/** A house on its own and a flat of the project Parkhof. */
const handle = testDatabase((db) =>
  seedCatalogue(db, {
    projects: [aProject(301, { name: 'Parkhof' })],
    properties: [aProperty(1001), aUnit(1201, 301)],
  }),
);

describe('a property with its project', () => {
  it("reads a unit with its project's id, slug, city, name and titles, and a property on its own with none", async () => {
    const rows = await propertiesWithProject(handle.db, { id: properties.id, city: properties.city }).orderBy(
      asc(properties.id),
    );
    expect(rows).toHaveLength(2);
    const [own, unit] = rows;
    expect(own).toEqual({
      id: 1001,
      city: 'Leuven',
      projectId: null,
      projectSlug: null,
      projectCity: null,
      projectName: null,
      projectTitles: null,
    });
    expect(unit).toMatchObject({ id: 1201, projectId: 301, projectCity: 'Leuven', projectName: 'Parkhof' });
    expect(unit!.projectSlug).toEqual(expect.any(String));
    expect(unit!.projectTitles).toEqual(
      expect.arrayContaining([
        { locale: 'nl', title: 'Nieuwbouwproject 301' },
        { locale: 'fr', title: 'Projet neuf 301' },
      ]),
    );
    // What a unit's address is made from: the project's slug (its name here) in the language asked.
    expect(projectIn(own!, 'nl')).toBeNull();
    expect(projectIn(unit!, 'fr')).toEqual({ id: 301, slug: 'parkhof', city: 'Leuven' });
  });

  it('takes a where like any query', async () => {
    const rows = await propertiesWithProject(handle.db, { id: properties.id }).where(eq(properties.id, 1201));
    expect(rows.map((r) => [r.id, r.projectId])).toEqual([[1201, 301]]);
  });
});
