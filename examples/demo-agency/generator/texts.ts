import { en } from './texts-en';
import { fr } from './texts-fr';
import { nl } from './texts-nl';
import type { TextFacts, Writer } from './texts-common';

/**
 * Titles and descriptions in nl, fr and en, written from the property's real features.
 * Each language has its own writer (grammar differs too much for shared templates); they
 * receive the same facts and the same variant numbers, so the three texts say the same thing.
 */
const WRITERS = { nl, fr, en } as const;
export type TextLocale = keyof typeof WRITERS;

const DESCRIPTION_MIN = 300;
const DESCRIPTION_MAX = 900;

/**
 * Opening, body, comfort, essentials, location and closing, kept within 300–900 characters:
 * too long, the location sentence goes first, then body sentences from the end (never the
 * first two); too short, neutral filler sentences are added.
 */
function describe(writer: Writer, f: TextFacts): string {
  const body = writer.body(f);
  const fillers = writer.filler(f);
  let location: string | undefined = writer.location(f);
  const compose = () =>
    [writer.opening(f), ...body, ...writer.comfort(f), ...writer.essentials(f), location, writer.closing(f)]
      .filter(Boolean)
      .join(' ');
  let text = compose();
  while (text.length > DESCRIPTION_MAX && (location || body.length > 2)) {
    if (location) location = undefined;
    else body.pop();
    text = compose();
  }
  while (text.length < DESCRIPTION_MIN && fillers.length > 0) {
    body.push(fillers.shift()!);
    text = compose();
  }
  return text;
}

export function writeTexts(
  f: TextFacts,
  locales: readonly TextLocale[],
): Record<string, { title: string; description: string }> {
  const out: Record<string, { title: string; description: string }> = {};
  for (const locale of locales) {
    const writer = WRITERS[locale];
    out[locale] = { title: writer.title(f), description: describe(writer, f) };
  }
  return out;
}
