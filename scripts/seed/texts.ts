import { en } from './texts-en';
import { fr } from './texts-fr';
import { nl } from './texts-nl';
import type { TextFacts, Writer } from './texts-common';

/**
 * Titles and descriptions in nl, fr and en, written from the property's real features.
 * Each language has its own writer (grammar differs too much for shared templates); they
 * receive the same facts and the same variant numbers, so the three texts say the same thing.
 */
export const WRITERS = { nl, fr, en } as const;
export type TextLocale = keyof typeof WRITERS;

export const DESCRIPTION_MIN = 300;
export const DESCRIPTION_MAX = 900;

/** Opening, body, location and closing; trimmed or lengthened to 300–900 characters. */
export function describe(writer: Writer, f: TextFacts): string {
  const body = writer.body(f);
  const head = writer.opening(f);
  const tail = [writer.location(f), writer.closing(f)];
  const join = (parts: string[]) => parts.filter(Boolean).join(' ');
  let text = join([head, ...body, ...tail]);
  while (text.length > DESCRIPTION_MAX && body.length > 1) {
    body.pop();
    text = join([head, ...body, ...tail]);
  }
  const fillers = writer.filler(f);
  while (text.length < DESCRIPTION_MIN && fillers.length > 0) {
    body.push(fillers.shift()!);
    text = join([head, ...body, ...tail]);
  }
  return text;
}

export function writeTexts(f: TextFacts, locales: readonly TextLocale[]): Record<string, { title: string; description: string }> {
  const out: Record<string, { title: string; description: string }> = {};
  for (const locale of locales) {
    const writer = WRITERS[locale];
    out[locale] = { title: writer.title(f), description: describe(writer, f) };
  }
  return out;
}
