import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoDatabase } from '@/test/demo-db';
import { getProject } from '../projects/projects';
import { getProperty } from './property';
import { similarToProperty } from './similar';
import { DEMO } from '../../../examples/demo-agency/facts';

const handle = demoDatabase();

const one = async <T>(query: string): Promise<T> => (await handle.db.execute(sql.raw(query))).rows[0] as T;

describe('getProperty (detail)', () => {
  it('lists only public documents and says whether others can be requested', async () => {
    const { id } = await one<{ id: number }>(
      `select property_id as id from documents where property_id is not null group by property_id having bool_or(public) and bool_or(not public) limit 1`,
    );
    const property = (await getProperty(id, 'fr', handle.db))!;
    expect(property.documents.length).toBeGreaterThan(0);
    expect(property.hasPrivateDocuments).toBe(true);
    const { n } = await one<{ n: number }>(
      `select count(*)::int as n from documents where property_id = ${id} and public`,
    );
    expect(property.documents).toHaveLength(n);
    expect(property.documents[0]!.name).not.toBe('');
  });

  it('keeps videos and tours apart from photos, and knows the region', async () => {
    const { id } = await one<{ id: number }>(
      `select property_id as id from media where kind <> 'photo' and property_id is not null limit 1`,
    );
    const property = (await getProperty(id, 'en', handle.db))!;
    expect(property.moving.length).toBeGreaterThan(0);
    expect(property.photos.every((p) => !/\.(mp4|webm)$/.test(p.src))).toBe(true);
    expect(property.region).toBe('flanders');
  });

  it('hides the street of a hidden address and names the project of a unit', async () => {
    const { id } = await one<{ id: number }>(
      `select id from properties where not publish_address and project_id is not null and status = 'published' limit 1`,
    );
    const property = (await getProperty(id, 'nl', handle.db))!;
    expect(property.street).toBeNull();
    expect(property.houseNumber).toBeNull();
    expect(property.project?.title).toMatch(new RegExp(`${DEMO.project.name}|project`, 'i'));
  });

  it('carries no trace of a hidden street, house number or exact position anywhere in its shape', async () => {
    const hidden = await one<{ id: number; street: string; house: string; lat: number; lng: number }>(
      `select id, street, house_number as house, lat, lng from properties where not publish_address and status = 'published' and length(street) > 3 and length(house_number) > 0 and lat is not null limit 1`,
    );
    for (const locale of ['nl', 'fr', 'en']) {
      const json = JSON.stringify(await getProperty(hidden.id, locale, handle.db));
      expect(json).not.toContain(hidden.street);
      expect(json).toContain(`"id":${hidden.id}`);
      expect(json).not.toMatch(/"(street|houseNumber|boxNr)":"/);
      expect(json).not.toContain(String(hidden.lat));
      expect(json).not.toContain(String(hidden.lng));
      expect(json).toContain('"kind":"approximate"');
    }
  });

  it('returns null for drafts and unknown ids', async () => {
    const { id } = await one<{ id: number }>(`select id from properties where status = 'draft' limit 1`);
    expect(await getProperty(id, 'nl', handle.db)).toBeNull();
    expect(await getProperty(999_999, 'nl', handle.db)).toBeNull();
  });
});

describe('similarToProperty', () => {
  it('gives up to four available properties of the same goal, never the property itself', async () => {
    const { id } = await one<{ id: number }>(
      `select id from properties where city = '${DEMO.city.name}' and goal = 1 and status = 'published' and availability is null limit 1`,
    );
    const similar = await similarToProperty(id, 'nl', handle.db);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    for (const card of similar) {
      expect(card.id).not.toBe(id);
      expect(card.goal).toBe(1);
      expect(card.availability).toBeNull();
    }
  });
});

describe('getProject (detail)', () => {
  it('gives the price list with units, buildings and their units, and the type', async () => {
    const { id } = await one<{ id: number }>(`select id from projects where slug = '${DEMO.project.slug}'`);
    const project = (await getProject(id, 'en', handle.db))!;
    expect(project.units).toHaveLength(4);
    expect(project.buildings.length).toBeGreaterThan(0);
    expect(project.buildings.flatMap((b) => b.unitIds).sort()).toEqual(project.units.map((u) => u.id).sort());
    expect(project.units.every((u) => u.href.pathname === '/projects/[city]/[slug]/[id]/[unit]')).toBe(true);
    expect(project.typeName).toBe('House');
    expect(project.publishAddress).toBe(false);
    expect(project.street).toBeNull();
  });
});
