import { describe, expect, it } from 'vitest';
import nl from '../../messages/nl.json';
import fr from '../../messages/fr.json';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { placeName } from '@/domain/place/place-names';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments of a message: `{count, plural, …}` and `{name}` give count and name. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([a-zA-Z_][\w]*)\s*(?:,|\})/g)) if (match[1]) names.add(match[1]);
  return [...names].sort();
}

const languages = { nl: flatten(nl), fr: flatten(fr), en: flatten(en) };

describe('message files', () => {
  it.each(['nl', 'fr'] as const)('%s has exactly the keys of en', (lang) => {
    expect([...languages[lang].keys()].sort()).toEqual([...languages.en.keys()].sort());
  });

  it.each(['nl', 'fr'] as const)('%s uses the same ICU arguments as en in every message', (lang) => {
    for (const [key, english] of languages.en) {
      expect({ key, args: argumentsOf(languages[lang].get(key) ?? '') }).toEqual({ key, args: argumentsOf(english) });
    }
  });

  it('has no empty texts in nl, fr and en', () => {
    for (const [lang, messages] of Object.entries(languages)) {
      for (const [key, value] of messages)
        expect({ lang, key, empty: value.trim() === '' }).toEqual({ lang, key, empty: false });
    }
  });

  it('de (partial, completed from en) only has keys that exist in en', () => {
    for (const key of flatten(de).keys()) expect(languages.en.has(key), key).toBe(true);
  });
});

/**
 * What would name an agency or a place in a message: a phone number, a postcode before a town, an
 * e-mail or web address, an agency's name ("Immo Something"). Every agency's name, region, phone
 * and address are data of its settings and content (issue 29), never a message.
 */
const AGENCY_TRACES: readonly RegExp[] = [
  /(\+32 ?|\b0)\d{1,2}[ ./]\d{2,3}([ ./]?\d{2}){2}\b/,
  /\b0\d{8,9}\b/,
  /\b[1-9]\d{3},? [A-Z][a-z]/,
  /[\w.-]+@[\w-]+\.[a-z]{2,}/i,
  /\bwww\.[\w-]+\./i,
  /\bimmo [A-Z]/i,
];

/**
 * A Belgian place with names of its own per language (src/domain/place/place-names.ts): Gent, Liège,
 * Leuven. Brussels is also a region, whose rules (duties, planning) messages name; Forest is a word.
 */
const NOT_PLACES = new Set(['Brussel', 'Bruxelles', 'Brussels', 'Forest']);
const isPlace = (word: string) =>
  !NOT_PLACES.has(word) && ['nl', 'fr', 'en'].some((locale) => placeName(word, locale) !== word);

// The message files are every agency's texts: an agency's names and places are data of its
// settings and content, never a message.
describe('message files name no agency and no place', () => {
  it('the checks see an agency and a place', () => {
    const traced = (text: string) => AGENCY_TRACES.some((trace) => trace.test(text));
    for (const text of [
      'Bel 09 386 12 34',
      'Bel +32 11 00 00 00',
      'Bel 011000000',
      '3000 Leuven',
      'info@agency.example',
      'www.agency.example',
      'Immo Voorbeeld',
    ])
      expect(traced(text), text).toBe(true);
    for (const text of ['zoals BE 0123.456.789', 'hoogstens 4096 pixels', 'bijvoorbeeld AB-2026-0213'])
      expect(traced(text), text).toBe(false);
    expect(['Gent', 'Liège', 'Elsene', 'Leuven'].every(isPlace)).toBe(true);
    expect(['Huis', 'Maison', 'House', 'Contact'].some(isPlace)).toBe(false);
  });

  it.each(Object.entries({ nl, fr, en, de }))('%s', (_lang, messages) => {
    const found = [...flatten(messages as Tree)].filter(
      ([, text]) =>
        AGENCY_TRACES.some((trace) => trace.test(text)) ||
        (text.match(/\p{Lu}[\p{L}-]+/gu) ?? []).some((word) => isPlace(word)),
    );
    expect(found).toEqual([]);
  });
});
