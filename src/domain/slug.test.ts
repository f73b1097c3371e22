import { describe, expect, it } from 'vitest';
import { slugIn } from './slug';

const texts = [
  { locale: 'nl', title: 'Gerenoveerde herenwoning met tuin' },
  { locale: 'fr', title: 'Maison de maître rénovée avec jardin' },
  { locale: 'en', title: '' },
];

describe("a property's slug on a page", () => {
  it("takes the title in the page's language", () => {
    expect(slugIn(texts, 'fr', 'stored')).toBe('maison-de-maitre-renovee-avec-jardin');
    expect(slugIn(texts, 'nl', 'stored')).toBe('gerenoveerde-herenwoning-met-tuin');
  });

  it('takes the title the page shows when that language has none (Dutch, then English)', () => {
    expect(slugIn(texts, 'en', 'stored')).toBe('gerenoveerde-herenwoning-met-tuin');
    expect(slugIn([{ locale: 'fr', title: 'Villa à Spa' }], 'en', 'stored')).toBe('villa-a-spa');
  });

  it('keeps the stored slug without any title, and cuts a long title at 80 characters', () => {
    expect(slugIn([{ locale: 'nl', title: null }], 'nl', 'stored')).toBe('stored');
    expect(slugIn([{ locale: 'fr', title: 'a'.repeat(120) }], 'fr', 'x')).toHaveLength(80);
  });
});
