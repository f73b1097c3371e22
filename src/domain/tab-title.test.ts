import { describe, expect, it } from 'vitest';
import { tabTitle, titleWithCity } from './tab-title';

describe('tabTitle', () => {
  it('leaves the agency to the template when the title does not name it', () => {
    expect(tabTitle('Privacy', 'Immo Leie')).toBe('Privacy');
  });

  it('keeps a title that names the agency as it is written, whatever its case', () => {
    expect(tabTitle('Privacy | Immo Leie', 'Immo Leie')).toEqual({ absolute: 'Privacy | Immo Leie' });
    expect(tabTitle('Over IMMO LEIE', 'Immo Leie')).toEqual({ absolute: 'Over IMMO LEIE' });
  });

  it('adds nothing for an agency without a name', () => {
    expect(tabTitle('Privacy', ' ')).toBe('Privacy');
  });
});

describe('titleWithCity', () => {
  it('adds the city once', () => {
    expect(titleWithCity('Vrijstaande woning met tuin', 'Astene')).toBe('Vrijstaande woning met tuin – Astene');
  });

  it('does not repeat a city the title names already, whatever its case', () => {
    expect(titleWithCity('New-build project Leiedok in Ghent', 'Ghent')).toBe('New-build project Leiedok in Ghent');
    expect(titleWithCity('Appartement in DEINZE', 'Deinze')).toBe('Appartement in DEINZE');
  });

  it('leaves the title alone without a city', () => {
    expect(titleWithCity('Studio', ' ')).toBe('Studio');
  });
});
