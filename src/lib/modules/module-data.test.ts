import { describe, expect, it } from 'vitest';
import { moduleSchema, type Module } from '@/domain/content/schema';
import { aTestimonial, seedTestimonials } from '@/test/data/activity';
import { aProject, aProperty, aUnit, seedCatalogue } from '@/test/data/catalogue';
import { serveFixtureContent } from '@/test/data/content';
import { testDatabase } from '@/test/data/database';
import { bannerSlides, moduleData } from './module-data';

/**
 * Eight available homes for sale outside projects, 3 sold and 2 rented, 7 rentals (5 in Hasselt),
 * 4 projects with a unit each, 12 published testimonials beside a pending and a rejected one.
 */
const available = Array.from({ length: 8 }, (_, i) => aProperty(1001 + i));
const done = [
  ...[1101, 1102, 1103].map((id) => aProperty(id, { availability: 'sold' })),
  ...[1104, 1105].map((id) => aProperty(id, { goal: 'rent', price: 900, availability: 'rented' })),
];
const hasselt = { zip: '3500', city: 'Hasselt', publish: true };
const rentals = [
  ...[1201, 1202, 1203, 1204, 1205].map((id) => aProperty(id, { goal: 'rent', price: 850, address: hasselt })),
  ...[1206, 1207].map((id) => aProperty(id, { goal: 'rent', price: 850 })),
];
const projects = [301, 302, 303, 304].map((id) => aProject(id));
const units = projects.map((p, i) => aUnit(1301 + i, p.id));
const handle = testDatabase(async (db) => {
  await seedCatalogue(db, { projects, properties: [...available, ...done, ...rentals, ...units] });
  await seedTestimonials(db, [
    ...Array.from({ length: 12 }, (_, i) => aTestimonial(i + 1)),
    aTestimonial(13, { status: 'pending' }),
    aTestimonial(14, { status: 'rejected' }),
  ]);
});
serveFixtureContent();

const withRelation = (
  id: string,
  type: Module['relations'][number]['type'],
  relationId: string,
  extra: Record<string, unknown> = {},
): Module => moduleSchema.parse({ id, relations: [{ type, id: relationId }], ...extra });

describe('module data', () => {
  it('fetches each relation type, limited by maxItems', async () => {
    const data = await moduleData(
      [
        withRelation('spot', 'property-list', 'availability=available&units=exclude', { maxItems: 4 }),
        withRelation('sold', 'property-list', 'availability=sold,rented', { maxItems: 40 }),
        withRelation('city', 'property-list', 'goal=1&city=hasselt|3500', { maxItems: 40 }),
        withRelation('projects', 'project-list', 'all', { maxItems: 3 }),
        withRelation('services', 'category', 'p-services'),
        withRelation('quotes', 'testimonials', 'published', { maxItems: 40 }),
        withRelation('contact', 'contact', 'agency'),
        withRelation('text', 'article', 'welcome'),
      ],
      'fr',
      handle.db,
    );
    const spot = data.spot!;
    expect(spot.kind === 'properties' && spot.cards.length).toBe(4);
    if (spot.kind === 'properties')
      for (const card of spot.cards) {
        expect(card.availability).toBeNull();
        expect(card.href.pathname).not.toContain('/projects/');
      }
    const sold = data.sold!;
    expect(sold.kind === 'properties' && sold.cards.map((c) => c.id).sort()).toEqual([1101, 1102, 1103, 1104, 1105]);
    if (sold.kind === 'properties')
      for (const card of sold.cards) expect(['sold', 'rented']).toContain(card.availability);
    const city = data.city!;
    expect(city.kind === 'properties' && city.cards.map((c) => c.id).sort()).toEqual([1201, 1202, 1203, 1204, 1205]);
    if (city.kind === 'properties')
      for (const card of city.cards) expect([card.city, card.goal]).toEqual(['Hasselt', 1]);
    expect(data.projects).toMatchObject({ kind: 'projects' });
    expect(data.projects!.kind === 'projects' && data.projects!.cards.length).toBe(3);
    const services = data.services!;
    // The published children of the content's services page, in their order, at their French addresses.
    expect(services.kind === 'category' && services.items.map((i) => i.href)).toEqual([
      '/fr/nos-services/vente/',
      '/fr/nos-services/location/',
      '/fr/nos-services/gestion-locative/',
    ]);
    expect(data.quotes!.kind === 'testimonials' && data.quotes!.items.length).toBe(12);
    expect(data.contact).toEqual({ kind: 'contact' });
    expect(data.text).toEqual({ kind: 'article' });
  });

  it('gives the banner slideshow the available properties outside projects, six at most', async () => {
    const slides = await bannerSlides('nl', handle.db);
    expect(slides.length).toBe(6);
    for (const slide of slides) {
      expect(slide.href.pathname).not.toContain('/projects/');
      expect(slide.availability).toBeNull();
      expect(slide.goal === 0 ? available.map((p) => p.id) : rentals.map((p) => p.id)).toContain(slide.id);
    }
  });
});
