import { describe, expect, it } from 'vitest';
import { demoDatabase } from '@/test/demo-db';
import { moduleSchema, type Module } from '@/domain/content/schema';
import { DEMO } from '../../../examples/demo-agency/facts';
import { bannerSlides, moduleData } from './module-data';

const handle = demoDatabase();
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
        withRelation('city', 'property-list', `goal=1&city=${DEMO.city.value}`, { maxItems: 40 }),
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
    if (spot.kind === 'properties') for (const card of spot.cards) expect(card.availability).toBeNull();
    const sold = data.sold!;
    expect(sold.kind === 'properties' && sold.cards.length).toBe(16); // the demo's 8 sold and 8 rented
    if (sold.kind === 'properties')
      for (const card of sold.cards) expect(['sold', 'rented']).toContain(card.availability);
    const city = data.city!;
    expect(city.kind === 'properties' && city.cards.length).toBe(40);
    if (city.kind === 'properties')
      for (const card of city.cards) expect([card.city, card.goal]).toEqual([DEMO.city.name, 1]);
    expect(data.projects).toMatchObject({ kind: 'projects' });
    expect(data.projects!.kind === 'projects' && data.projects!.cards.length).toBe(3);
    const services = data.services!;
    expect(services.kind === 'category' && services.items.map((i) => i.href)).toEqual([
      '/fr/nos-services/vente/',
      '/fr/nos-services/location/',
      '/fr/nos-services/gestion-locative/',
    ]);
    expect(data.quotes!.kind === 'testimonials' && data.quotes!.items.length).toBe(12);
    expect(data.contact).toEqual({ kind: 'contact' });
    expect(data.text).toEqual({ kind: 'article' });
  });

  it('gives the banner slideshow available properties outside projects', async () => {
    const slides = await bannerSlides('nl', handle.db);
    expect(slides.length).toBe(6);
    for (const slide of slides) expect(slide.href.pathname).not.toContain('/projects/');
  });
});
