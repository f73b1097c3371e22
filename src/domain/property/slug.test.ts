import { describe, expect, it } from 'vitest';
import { projectSlugIn, slugIn } from './slug';

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

describe("a project's slug on a page", () => {
  const titles = [
    { locale: 'nl', title: 'Nieuwbouwproject in Luik' },
    { locale: 'fr', title: 'Projet neuf à Liège' },
  ];

  it('keeps the name the feed gave it in every language', () => {
    expect(projectSlugIn('Résidence Les Tilleuls', titles, 'fr', 'residence-les-tilleuls')).toBe(
      'residence-les-tilleuls',
    );
    expect(projectSlugIn('Résidence Les Tilleuls', titles, 'nl', 'residence-les-tilleuls')).toBe(
      'residence-les-tilleuls',
    );
  });

  it("takes its title in the page's language when its name is one of its titles (no name of its own)", () => {
    expect(projectSlugIn('Nieuwbouwproject in Luik', titles, 'fr', 'nieuwbouwproject-in-luik')).toBe(
      'projet-neuf-a-liege',
    );
    expect(projectSlugIn('Nieuwbouwproject in Luik', titles, 'nl', 'nieuwbouwproject-in-luik')).toBe(
      'nieuwbouwproject-in-luik',
    );
  });

  it('keeps the stored slug without titles', () => {
    expect(projectSlugIn('X', [], 'fr', 'x')).toBe('x');
  });
});
