import { describe, expect, it } from 'vitest';
import { completedBy } from './message-fallback';

describe('completedBy', () => {
  it('keeps every text of the language and takes only the keys it lacks from the other', () => {
    const de = { Shell: { menu: 'Menü' }, Footer: { legal: 'Rechtliches' } };
    const en = {
      Shell: { menu: 'Menu', openMenu: 'Open the menu' },
      Footer: { legal: 'Legal' },
      Home: { title: 'Home' },
    };
    expect(completedBy(de, en)).toEqual({
      Shell: { menu: 'Menü', openMenu: 'Open the menu' },
      Footer: { legal: 'Rechtliches' },
      Home: { title: 'Home' },
    });
  });
});
