import { describe, expect, it } from 'vitest';
import { citySegment, placeName } from './place-names';

describe('placeName', () => {
  it("names a Brussels municipality in the page's language", () => {
    expect(placeName('Elsene', 'fr')).toBe('Ixelles');
    expect(placeName('Elsene', 'en')).toBe('Ixelles');
    expect(placeName('Elsene', 'nl')).toBe('Elsene');
    expect(placeName('Ukkel', 'fr')).toBe('Uccle');
    expect(placeName('Brussel', 'en')).toBe('Brussels');
  });

  it("names Walloon and Flemish cities in the page's language, from either spelling", () => {
    expect(placeName('Luik', 'fr')).toBe('Liège');
    expect(placeName('Liège', 'nl')).toBe('Luik');
    expect(placeName('liege', 'nl')).toBe('Luik');
    expect(placeName('Bergen', 'en')).toBe('Mons');
    expect(placeName('Kortrijk', 'fr')).toBe('Courtrai');
    expect(placeName('Leuven', 'fr')).toBe('Louvain');
    expect(placeName('Antwerpen', 'fr')).toBe('Anvers');
    expect(placeName('Doornik', 'fr')).toBe('Tournai');
    expect(placeName('Ieper', 'en')).toBe('Ypres');
    expect(placeName('Namen', 'fr')).toBe('Namur');
    expect(placeName('Sint-Martens-Latem', 'fr')).toBe('Laethem-Saint-Martin');
    expect(placeName('SINT-MARTENS-LATEM', 'en')).toBe('Sint-Martens-Latem');
  });

  it('keeps a place without names of its own, and any name in a language without a column', () => {
    expect(placeName('Tielt', 'fr')).toBe('Tielt');
    expect(placeName('Astene', 'en')).toBe('Astene');
    expect(placeName('Luik', 'xx')).toBe('Luik');
    expect(placeName('', 'fr')).toBe('');
  });

  it('names places in German: its own names, else the English one', () => {
    expect(placeName('Luik', 'de')).toBe('Lüttich');
    expect(placeName('Bruxelles', 'de')).toBe('Brüssel');
    expect(placeName('Leuven', 'de')).toBe('Löwen');
    expect(placeName('Arlon', 'de')).toBe('Arel');
    expect(placeName('Elsene', 'de')).toBe('Ixelles');
    expect(placeName('Bergen', 'de')).toBe('Mons');
    expect(placeName('Tielt', 'de')).toBe('Tielt');
  });

  it("names East Belgium's municipalities in German, and in French by their French names", () => {
    expect(placeName('Saint-Vith', 'de')).toBe('Sankt Vith');
    expect(placeName('Sankt Vith', 'fr')).toBe('Saint-Vith');
    expect(placeName('La Calamine', 'de')).toBe('Kelmis');
    expect(placeName('Kelmis', 'fr')).toBe('La Calamine');
    expect(placeName('Waimes', 'de')).toBe('Weismes');
    expect(placeName('Plombières', 'de')).toBe('Bleiberg');
    expect(placeName('Eupen', 'fr')).toBe('Eupen');
  });

  it('names Bergen (Mons) and not a Dutch place Bergen: the Belgian one', () => {
    expect(placeName('Bergen', 'nl')).toBe('Bergen');
  });
});

describe('citySegment', () => {
  it('writes a city’s address segment in each language, from its name or a segment of any language', () => {
    expect(citySegment('Gent', 'fr')).toBe('gand');
    expect(citySegment('gent', 'en')).toBe('ghent');
    expect(citySegment('gand', 'nl')).toBe('gent');
    expect(citySegment('Sint-Martens-Latem', 'fr')).toBe('laethem-saint-martin');
    expect(citySegment('saint-vith', 'de')).toBe('sankt-vith');
    // A place without names of its own keeps its segment.
    expect(citySegment('Petegem-aan-de-Leie', 'fr')).toBe('petegem-aan-de-leie');
  });
});
