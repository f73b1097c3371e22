import { describe, expect, it } from 'vitest';
import { fillMessage, parseMessage } from './fill-message';

describe('fillMessage', () => {
  it('puts values in and chooses a plural branch by the language', () => {
    expect(fillMessage('Slide {index} of {count}', { index: '2', count: '5' })).toBe('Slide 2 of 5');
    const chosen = '{count, plural, one {# choisi} other {# choisis}}';
    expect(fillMessage(chosen, { count: 1 }, 'fr')).toBe('1 choisi');
    expect(fillMessage(chosen, { count: 0 }, 'fr')).toBe('0 choisi');
    expect(fillMessage(chosen, { count: 3 }, 'fr')).toBe('3 choisis');
    expect(fillMessage('{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }, 'en')).toBe('none');
    expect(fillMessage('{n, plural, one {# item} other {# items}}', { n: 0 }, 'en')).toBe('0 items');
    expect(fillMessage('{n, plural, other {# huizen}}', { n: 1234 }, 'nl')).toBe('1.234 huizen');
  });

  it('reads ICU quoting: two apostrophes are one, a quoted brace is text, a lone apostrophe stays', () => {
    expect(fillMessage("Vers la page d'accueil")).toBe("Vers la page d'accueil");
    expect(fillMessage("It''s {name}", { name: 'here' })).toBe("It's here");
    expect(fillMessage("Type '{name}' as is")).toBe('Type {name} as is');
    expect(fillMessage("{n, plural, other {'#' #}}", { n: 2 })).toBe('# 2');
  });

  it('refuses what it does not support, naming the message', () => {
    expect(() => parseMessage('{kind, select, a {A} other {B}}')).toThrow(/Unsupported message "\{kind, select/);
    expect(() => parseMessage('Read <b>this</b>')).toThrow(/rich text/);
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/);
    expect(() => parseMessage('a } b')).toThrow(/unmatched/);
    expect(() => fillMessage('Hello {name}')).toThrow(/"name" is missing/);
  });
});
