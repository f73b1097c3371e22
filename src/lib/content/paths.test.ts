import { describe, expect, it } from 'vitest';
import { menuPageSchema, type MenuPage } from '@/domain/content/schema';
import { pageAddress } from './paths';

const page = (over: Record<string, unknown>, params: Record<string, unknown> = {}): MenuPage =>
  menuPageSchema.parse({ id: 'x', name: 'x', ...over, params: { title: { fr: 'T', en: 'T' }, ...params } });

describe('pageAddress (the address column of the pages)', () => {
  const services = page({ id: 'services', name: 'services' }, { path: { fr: 'services', en: 'services' } });
  const sale = page(
    { id: 'selling', name: 'selling', parentId: 'services' },
    { path: { fr: 'vendre', en: 'selling' } },
  );
  const pages = [services, sale];

  it('gives an application page its public address in the reader’s language, never the internal route', () => {
    const forSale = page({ id: 'buy', name: 'buy', route: '/for-sale' });
    expect(pageAddress(pages, forSale, 'fr')).toBe('/fr/a-vendre/');
    expect(pageAddress(pages, forSale, 'en')).toBe('/en/for-sale/');
    expect(pageAddress(pages, forSale, 'de')).toBe('/de/kaufen/');
    const valuation = page({ id: 'valuation', name: 'valuation', route: '/valuation' });
    expect(pageAddress(pages, valuation, 'fr')).toBe('/fr/estimation/');
    expect(pageAddress(pages, valuation, 'nl')).toBe('/nl/waardebepaling/');
    expect(pageAddress(pages, page({ id: 'home', name: 'home', route: '/' }), 'fr')).toBe('/fr/');
  });

  it('gives a content page its address under its parents, and a redirect the address it sends to', () => {
    expect(pageAddress(pages, sale, 'fr')).toBe('/fr/services/vendre/');
    expect(pageAddress(pages, sale, 'en')).toBe('/en/services/selling/');
    const away = page(
      { id: 'blog', name: 'blog' },
      { redirect: true, redirectUrl: { fr: 'https://blog.example.be/fr', en: 'https://blog.example.be/en' } },
    );
    expect(pageAddress(pages, away, 'fr')).toBe('https://blog.example.be/fr');
  });
});
