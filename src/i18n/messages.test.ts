import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/**
 * What a message needs from its caller, by the ICU parser next-intl uses: each argument with its
 * type (`{name}`, `{count, number}`, `{count, plural}`, a select with its cases) and each rich-text
 * tag (`<link>`), sorted. Two languages of a message must need the same.
 */
export function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) found.add(`{${e.value}}`);
      else if (e.type === TYPE.number) found.add(`{${e.value}, number}`);
      else if (e.type === TYPE.date) found.add(`{${e.value}, date}`);
      else if (e.type === TYPE.time) found.add(`{${e.value}, time}`);
      else if (e.type === TYPE.plural) {
        found.add(`{${e.value}, ${e.pluralType === 'ordinal' ? 'selectordinal' : 'plural'}}`);
        for (const option of Object.values(e.options)) walk(option.value);
      } else if (e.type === TYPE.select) {
        found.add(`{${e.value}, select, ${Object.keys(e.options).sort().join(' ')}}`);
        for (const option of Object.values(e.options)) walk(option.value);
      } else if (e.type === TYPE.tag) {
        found.add(`<${e.value}>`);
        walk(e.children);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const languages = { nl: flatten(nl), fr: flatten(fr), en: flatten(en), de: flatten(de) };
const TRANSLATIONS = ['nl', 'fr', 'de'] as const;

describe('the ICU arguments of a message', () => {
  it('are its arguments with their types, its select cases and its tags', () => {
    expect(
      argumentsOf(
        'Hi {name}: {count, plural, one {# <b>home</b>} other {# homes in {city}}}, {kind, select, a {A} other {B}} {n, number}',
      ),
    ).toEqual(['<b>', '{city}', '{count, plural}', '{kind, select, a other}', '{n, number}', '{name}']);
  });

  it('tell a missing or retyped argument', () => {
    expect(argumentsOf('Seite {page} von {pages}')).not.toEqual(argumentsOf('Page {page} of {pages, number}'));
    expect(argumentsOf('Rufen Sie uns an')).not.toEqual(argumentsOf('Call us on <phone></phone>'));
  });
});

describe('message files', () => {
  it.each(TRANSLATIONS)('%s has exactly the keys of en', (lang) => {
    expect([...languages[lang].keys()].sort()).toEqual([...languages.en.keys()].sort());
  });

  it.each(TRANSLATIONS)('%s uses the same ICU arguments and tags as en in every message', (lang) => {
    for (const [key, english] of languages.en) {
      const text = languages[lang].get(key);
      if (text === undefined) continue; // the key test names it
      expect({ key, args: argumentsOf(text) }).toEqual({ key, args: argumentsOf(english) });
    }
  });

  it('has no empty texts in any language', () => {
    for (const [lang, messages] of Object.entries(languages)) {
      for (const [key, value] of messages)
        expect({ lang, key, empty: value.trim() === '' }).toEqual({ lang, key, empty: false });
    }
  });

  // German is a full language (issue 44): a message of words left in English is not translated. A
  // text the same in Dutch, French and English is a name (a font's), the same in German too.
  it('de is written in German: no message of two words or more is left as its English text', () => {
    const words = (text: string) => text.replace(/\{[^}]*\}/g, '').match(/\p{L}{3,}/gu) ?? [];
    const left = [...languages.en].filter(
      ([key, english]) =>
        languages.de.get(key) === english &&
        words(english).length >= 2 &&
        !(languages.nl.get(key) === english && languages.fr.get(key) === english),
    );
    expect(left).toEqual([]);
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
 * Leuven. Brussels is also a region, whose rules (duties, planning) messages name; Forest is a word,
 * and so is German "Namen" (names), though it is also Namur's German name.
 */
const NOT_PLACES = new Set(['Brussel', 'Bruxelles', 'Brussels', 'Brüssel', 'Forest', 'Namen']);
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
