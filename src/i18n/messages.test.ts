import { describe, expect, it } from 'vitest';
import nl from '../../messages/nl.json';
import fr from '../../messages/fr.json';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { DEMO_TRACES } from '../../examples/demo-agency/traces';

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

// The message files are every agency's texts: the demo agency's names (its own list, in its
// example folder) are data of its settings and content, never a message.
describe('message files name no agency and no place', () => {
  it.each(Object.entries({ nl, fr, en, de }))('%s', (_lang, messages) => {
    const found = [...flatten(messages as Tree)].filter(([, text]) => DEMO_TRACES.some((trace) => trace.test(text)));
    expect(found).toEqual([]);
  });
});
