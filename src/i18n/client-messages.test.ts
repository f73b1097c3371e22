import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import nl from '../../messages/nl.json';
import fr from '../../messages/fr.json';
import en from '../../messages/en.json';
import de from '../../messages/de.json';
import { fillMessage, parseMessage, type ParsedMessage } from '@/domain/language/fill-message';

const MESSAGES = { nl, fr, en, de } as Record<string, Record<string, unknown>>;

/** The namespaces client components read through useTexts (client-texts.tsx): each must be supported. */
const CLIENT_NAMESPACES = ['Shell', 'Consent', 'Modules', 'Outage', 'SearchBox'];

function* leaves(node: unknown, key: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [key, node];
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) yield* leaves(v, key ? `${key}.${k}` : k);
}

/** Every argument of a parsed message, with whether it counts (a plural). */
function argumentsOf(parts: ParsedMessage, found = new Map<string, boolean>()): Map<string, boolean> {
  for (const part of parts) {
    if (typeof part === 'string') continue;
    if ('arg' in part) {
      if (part.arg !== '#' && !found.has(part.arg)) found.set(part.arg, false);
    } else {
      found.set(part.plural, true);
      for (const branch of Object.values(part.branches)) argumentsOf(branch, found);
    }
  }
  return found;
}

describe('the texts the browser fills without next-intl (fill-message.ts)', () => {
  it.each(Object.keys(MESSAGES))(
    'writes every message it supports exactly as next-intl does, in %s (all client texts among them)',
    (locale) => {
      const messages = MESSAGES[locale]!;
      const t = createTranslator({ locale: locale as 'nl', messages });
      let supported = 0;
      const refused: string[] = [];
      for (const [key, text] of leaves(messages, '')) {
        let parsed: ParsedMessage;
        try {
          parsed = parseMessage(text);
        } catch {
          refused.push(key);
          continue;
        }
        supported++;
        const args = [...argumentsOf(parsed)];
        for (const n of [0, 1, 2, 5, 21, 1234]) {
          const values = Object.fromEntries(args.map(([name, counts]) => [name, counts ? n : `«${name}»`]));
          expect(fillMessage(parsed, values, locale), `${locale} ${key} (${n})`).toBe(t(key as never, values as never));
          if (!args.some(([, counts]) => counts)) break;
        }
      }
      expect(refused.filter((key) => CLIENT_NAMESPACES.includes(key.split('.')[0]!))).toEqual([]);
      // Nearly all of the site's texts are in the supported part: the comparison is broad.
      expect(supported).toBeGreaterThan(1000);
    },
  );
});
