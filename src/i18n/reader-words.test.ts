import { describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import nl from '../../messages/nl.json';

/** Every message with its dotted key. */
function entries(node: unknown, at = ''): [string, string][] {
  if (typeof node === 'string') return [[at, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => entries(v, at ? `${at}.${k}` : k));
}

// The operator's alert mails (to ALERT_EMAIL) point to the deployment guide they come with.
const FOR_THE_OPERATOR = /^Alerts\./;
const REPOSITORY_WORDS = /\bdocs\/|\bsrc\/|\.md\b|\bnpm run\b/;

describe('messages a visitor or the staff read (issue 44)', () => {
  it.each([
    ['nl', nl],
    ['fr', fr],
    ['en', en],
    ['de', de],
  ] as const)('%s: name no file or command of the code ("see docs/connectors.md")', (_, messages) => {
    const internal = entries(messages).filter(
      ([key, text]) => !FOR_THE_OPERATOR.test(key) && REPOSITORY_WORDS.test(text),
    );
    expect(internal).toEqual([]);
  });
});
