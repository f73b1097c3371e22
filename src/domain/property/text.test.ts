import { describe, expect, it } from 'vitest';
import { excerpt, slugify } from './text';

const a = (n: number) => 'a'.repeat(n);
const b = (n: number) => 'b'.repeat(n);

describe('excerpt', () => {
  it('returns short text unchanged, without ellipsis', () => {
    expect(excerpt('Ruime woning met tuin.')).toBe('Ruime woning met tuin.');
    expect(excerpt(a(250))).toBe(a(250));
  });

  it('cuts at the last space when it lies beyond 80 % (index 220)', () => {
    expect(excerpt(`${a(220)} ${b(30)}`)).toBe(`${a(220)}…`);
  });

  it('cuts at a space exactly at index 200 (80 %)', () => {
    expect(excerpt(`${a(200)} ${b(60)}`)).toBe(`${a(200)}…`);
  });

  it('cuts hard at 250 when the last space is before index 200', () => {
    expect(excerpt(`${a(199)} ${b(60)}`)).toBe(`${a(199)} ${b(50)}…`);
  });

  it('cuts hard at 250 when there is no space at all', () => {
    const result = excerpt(a(300));
    expect(result).toBe(`${a(250)}…`);
    expect(result).toHaveLength(251);
  });

  it('uses a space at index 250 (the first 250 characters are whole words)', () => {
    expect(excerpt(`${a(250)} ${b(10)}`)).toBe(`${a(250)}…`);
  });

  it('ignores spaces after the limit', () => {
    expect(excerpt(`${a(200)} ${b(50)} c`)).toBe(`${a(200)}…`);
  });

  it('trims trailing punctuation and whitespace before the ellipsis', () => {
    expect(excerpt(`${a(219)}, ${b(40)}`)).toBe(`${a(219)}…`);
    expect(excerpt(`${a(217)} - ${b(40)}`)).toBe(`${a(217)}…`);
    expect(excerpt(`${a(249)}.${b(40)}`)).toBe(`${a(249)}…`);
  });

  it('strips HTML and collapses whitespace before counting', () => {
    expect(excerpt(`<p>${a(250)}</p>`)).toBe(a(250));
    expect(excerpt(`${a(100)}\n\n   ${a(149)}`)).toBe(`${a(100)} ${a(149)}`);
    expect(excerpt(`<p>${a(210)}</p><p>${b(100)}</p>`)).toBe(`${a(210)}…`);
  });

  it('decodes entities so they count as one character', () => {
    expect(excerpt(`caf&eacute; ${a(245)}`)).toBe(`café ${a(245)}`);
  });

  it('never splits an emoji on a hard cut', () => {
    expect(excerpt(`${a(249)}😀${b(10)}`)).toBe(`${a(249)}…`);
  });

  it('honours a custom limit with the same 80 % rule', () => {
    expect(excerpt('one two three four five', 8)).toBe('one two…');
    expect(excerpt('one two three four five', 10)).toBe('one two th…');
  });

  it('returns an empty string for empty input', () => {
    expect(excerpt('')).toBe('');
    expect(excerpt(null)).toBe('');
    expect(excerpt(undefined)).toBe('');
    expect(excerpt('<p> </p>')).toBe('');
  });
});

describe('slugify', () => {
  it.each([
    ['Ruime woning met tuin', 'ruime-woning-met-tuin'],
    ['Café Élysée', 'cafe-elysee'],
    ['Tweeënveertig', 'tweeenveertig'],
    ['Garçon', 'garcon'],
    ['Straße', 'strasse'],
    ['Œuvre cœur', 'oeuvre-coeur'],
    ['Ærø', 'aero'],
    ["Sint-Martens-Latem (l'Escaut)", 'sint-martens-latem-l-escaut'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Appartement 2 slpk / 95 m²', 'appartement-2-slpk-95-m2'],
    ['A & B', 'a-b'],
    ['LEUVEN', 'leuven'],
  ])('%j → %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('falls back to "item" when nothing is left', () => {
    expect(slugify('')).toBe('item');
    expect(slugify('---')).toBe('item');
    expect(slugify('日本')).toBe('item');
    expect(slugify(null)).toBe('item');
  });
});
