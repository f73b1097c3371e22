import { describe, expect, it } from 'vitest';
import { tabTitle, titleWithCity } from './tab-title';

describe('tabTitle', () => {
  it('leaves the agency to the template when the title does not name it', () => {
    expect(tabTitle('Privacy', 'Immo Voorbeeld')).toBe('Privacy');
  });

  it('keeps a title that names the agency as it is written, whatever its case', () => {
    expect(tabTitle('Privacy | Immo Voorbeeld', 'Immo Voorbeeld')).toEqual({ absolute: 'Privacy | Immo Voorbeeld' });
    expect(tabTitle('Over IMMO VOORBEELD', 'Immo Voorbeeld')).toEqual({ absolute: 'Over IMMO VOORBEELD' });
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
    expect(titleWithCity('New-build project Dijlepark in Leuven', 'Leuven')).toBe(
      'New-build project Dijlepark in Leuven',
    );
    expect(titleWithCity('Appartement in LEUVEN', 'Leuven')).toBe('Appartement in LEUVEN');
  });

  it('leaves the title alone without a city', () => {
    expect(titleWithCity('Studio', ' ')).toBe('Studio');
  });
});
