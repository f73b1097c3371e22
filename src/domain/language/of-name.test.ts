import { describe, expect, it } from 'vitest';
import { frenchElides, frenchOf, ofName } from './of-name';

describe('"of" before a name', () => {
  it('elides the French "de" before a vowel or a mute h (issue 44)', () => {
    expect(frenchOf('Ardenne Habitat')).toBe('d’Ardenne Habitat');
    expect(frenchOf('Immo Sud')).toBe('d’Immo Sud');
    expect(frenchOf('Écrin Immobilier')).toBe('d’Écrin Immobilier');
    expect(frenchOf('Horizon Immo')).toBe('d’Horizon Immo');
    expect(frenchOf('Ypres Logis')).toBe('d’Ypres Logis');
  });

  it('keeps it before a consonant, an aspirated h and what is not a word', () => {
    expect(frenchOf('Maison Lambert')).toBe('de Maison Lambert');
    expect(frenchOf('Hainaut Immo')).toBe('de Hainaut Immo');
    expect(frenchOf('Huy Immobilier')).toBe('de Huy Immobilier');
    expect(frenchOf('3D Immo')).toBe('de 3D Immo');
    expect(frenchOf("L'Agence du Lac")).toBe("de L'Agence du Lac");
    expect(frenchElides('Onze Immo')).toBe(false);
  });

  it("contracts it with the name's own article", () => {
    expect(frenchOf('Le Comptoir Immobilier')).toBe('du Comptoir Immobilier');
    expect(frenchOf('Les Clés du Sud')).toBe('des Clés du Sud');
    expect(frenchOf('La Maison')).toBe('de La Maison');
  });

  it('says "of" in the other languages as they do', () => {
    expect(ofName('Ardenne Habitat', 'fr')).toBe('d’Ardenne Habitat');
    expect(ofName('Ardenne Habitat', 'nl')).toBe('van Ardenne Habitat');
    expect(ofName('Ardenne Habitat', 'en')).toBe('of Ardenne Habitat');
    expect(ofName('Ardenne Habitat', 'de')).toBe('von Ardenne Habitat');
  });
});
