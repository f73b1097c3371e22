import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import nl from '../../../messages/nl.json';
import fr from '../../../messages/fr.json';
import en from '../../../messages/en.json';
import { translateRule } from './rule-messages';

const tNl = createTranslator({ locale: 'nl', messages: nl, namespace: 'Admin' }) as unknown as (k: string, v?: Record<string, string | number>) => string;
const tFr = createTranslator({ locale: 'fr', messages: fr, namespace: 'Admin' }) as unknown as (k: string, v?: Record<string, string | number>) => string;
const tEn = createTranslator({ locale: 'en', messages: en, namespace: 'Admin' }) as unknown as (k: string, v?: Record<string, string | number>) => string;

describe('translateRule', () => {
  it('says each rule of the content files in the staff member\'s language, with its values', () => {
    expect(translateRule('must look like 10:00-13:00', tNl)).toBe('moet eruitzien als 10:00-13:00');
    expect(translateRule('"over-ons" is already used by page:p-about', tFr)).toBe('« over-ons » est déjà utilisé par page:p-about');
    expect(translateRule('is required because en is enabled', tNl)).toBe('moet in het Engels geschreven zijn: de site toont die taal');
    expect(translateRule('is required because fr is enabled', tFr)).toBe(
      'est à écrire en français : le site s’affiche dans cette langue',
    );
    expect(translateRule('is required because de is enabled', tEn)).toBe('must be written in German: the site shows that language');
    expect(translateRule('must be an http or https address with {z}, {x} and {y}', tNl)).toBe(
      'moet een http- of https-adres met {z}, {x} en {y} zijn',
    );
    expect(translateRule('{apikey} cannot be filled in: only {z}, {x}, {y}, {s} and {r}', tFr)).toBe(
      '{apikey} ne peut pas être rempli : seulement {z}, {x}, {y}, {s} et {r}',
    );
  });

  it('says why a brand colour or a page\'s CSS is refused', () => {
    const refused = 'gives links and text a contrast of only 2.4:1 on the page\'s light backgrounds (at least 4.5:1 is needed); a darker shade such as #b44f00 passes';
    expect(translateRule(refused, tNl)).toBe(
      'geeft links en tekst een contrast van maar 2,4:1 op de lichte achtergronden van de site, en er is minstens 4,5:1 nodig om ze voor iedereen leesbaar te maken: kies een donkerdere kleur, zoals #b44f00',
    );
    // Each staff language writes the ratio by its own conventions (issue 44): 2,4:1 in French and Dutch.
    expect(translateRule(refused, tFr)).toContain('un contraste de 2,4:1');
    expect(translateRule(refused, tFr)).toContain('au moins 4,5:1');
    expect(translateRule(refused, tEn)).toContain('a contrast of only 2.4:1');
    expect(translateRule(refused, tEn)).toContain('at least 4.5:1');
    expect(translateRule('must not contain <', tFr)).toBe('ne peut pas contenir <');
    expect(translateRule('must close every comment, quote and brace it opens', tNl)).toMatch(/^moet elke opmerking/);
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateRule('Ongeldige invoer', tNl)).toBe('Ongeldige invoer');
  });
});
