import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { inspectContentFolder } from './load';

/**
 * The neutral starter (examples/starter) is every agency's first folder, whichever languages it
 * enables (issue 44): each of its texts is written in Dutch, French, English and German, and a
 * link in a language's text leads to that language's address of the page.
 */
const STARTER = path.resolve('examples/starter');
const LANGUAGES = ['nl', 'fr', 'en', 'de'] as const;
type Json = Record<string, unknown>;

const files = ['site.json', ...readdirSync(path.join(STARTER, 'pages')).map((f) => `pages/${f}`)].filter((f) =>
  f.endsWith('.json'),
);
const read = (file: string) => JSON.parse(readFileSync(path.join(STARTER, file), 'utf8')) as Json;

/** Every text per language of `json` (an object keyed by languages), with where it is. */
function textsOf(json: unknown, at: string, out: { at: string; texts: Json }[] = []) {
  if (Array.isArray(json)) json.forEach((item, i) => textsOf(item, `${at}[${i}]`, out));
  else if (json && typeof json === 'object') {
    const entries = json as Json;
    if (LANGUAGES.some((l) => typeof entries[l] === 'string')) out.push({ at, texts: entries });
    else for (const [key, value] of Object.entries(entries)) textsOf(value, at ? `${at}.${key}` : key, out);
  }
  return out;
}

/** The first segments a language's address may start with: an application page's or a content page's. */
function segmentsOf(language: (typeof LANGUAGES)[number]): Set<string> {
  const segments = new Set<string>();
  for (const [route, paths] of Object.entries(routing.pathnames)) {
    const own = typeof paths === 'string' ? paths : (paths as Record<string, string>)[language] ?? route;
    segments.add(own.split('/')[1] ?? '');
  }
  for (const file of files.filter((f) => f.startsWith('pages/'))) {
    const page = read(file) as { parentId?: string | null; params: { path?: Record<string, string> } };
    if (!page.parentId && page.params.path?.[language]) segments.add(page.params.path[language]);
  }
  return segments;
}

describe('the starter folder', () => {
  it.each(files)('%s writes each text in nl, fr, en and de, or in none', (file) => {
    const texts = textsOf(read(file), '');
    expect(texts.length).toBeGreaterThan(0);
    for (const { at, texts: entry } of texts) {
      const filled = LANGUAGES.filter((l) => typeof entry[l] === 'string' && (entry[l] as string).trim() !== '');
      expect({ at, filled: filled.length === 0 ? LANGUAGES : filled }).toEqual({ at, filled: LANGUAGES });
    }
  });

  it.each(files)("%s links each language's text to that language's addresses", (file) => {
    for (const { at, texts } of textsOf(read(file), '')) {
      for (const language of LANGUAGES) {
        const text = texts[language];
        if (typeof text !== 'string') continue;
        const links = [...text.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
        if (text.startsWith('/')) links.push(text);
        const known = segmentsOf(language);
        for (const link of links) {
          const [, prefix, first] = link.split('/');
          expect({ at, language, link, prefix, known: !first || known.has(first) }).toEqual({
            at,
            language,
            link,
            prefix: language,
            known: true,
          });
        }
      }
    }
  });

  const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-starter-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each([[['de', 'fr']], [['de']], [['nl', 'fr', 'en', 'de']]])('is a complete folder in %j', (enabled) => {
    const dir = path.join(work, enabled.join('-'));
    cpSync(STARTER, dir, { recursive: true });
    const site = read('site.json');
    site.languages = { default: enabled[0], enabled, detectFromBrowser: false };
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
    const { problems } = inspectContentFolder(dir);
    expect(problems).toEqual([]);
  });
});
