import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
// The default export: outside Next.js's bundles (the site's preparation) React is a CommonJS
// package whose named exports Node cannot always see (the container's traced copy).
import React from 'react';
import type { z } from 'zod';
import { env } from '@/env';
import { pagesChanged } from '@/process-bridge';
import { liftLegacyLogo } from '@/domain/content/brand-schema';
import { folderErrorMap } from '@/domain/content/folder-messages';
import { menuPageSchema, routingFileSchema, siteSchema, type MenuPage, type Site } from '@/domain/content/schema';
import { defaultLanguages, languagesSchema, type LanguageSettings } from '@/domain/content/languages-schema';
import systemPaths from '@/i18n/system-paths.json';
import { routeSegments } from '@/i18n/page-kind';
import { INTERNAL_ROUTES } from '@/domain/edge/full-not-found';
import { missingPageLanguages, missingSiteLanguages } from '@/domain/content/required-languages';
import { readTextSettingsFrom } from '@/domain/language/localized-text';

/** The problems of one file of a folder: each is `field: reason`. */
export type FileProblems = { file: string; problems: string[] };

/**
 * Content that cannot be used: names each file, its fields and the reasons. `file` and `problems`
 * are the first file's; `all` holds every file's, so that a folder's every problem is said at once.
 */
export class ContentError extends Error {
  readonly all: FileProblems[];
  constructor(
    readonly file: string,
    readonly problems: string[],
    others: FileProblems[] = [],
  ) {
    const all = [{ file, problems }, ...others];
    super(all.map((f) => `Invalid content file ${f.file}:\n${f.problems.map((p) => `  - ${p}`).join('\n')}`).join('\n'));
    this.name = 'ContentError';
    this.all = all;
  }

  /** One error for the problems of several files (merged by file, in order), or null when there are none. */
  static of(list: readonly FileProblems[]): ContentError | null {
    const byFile = new Map<string, string[]>();
    for (const { file, problems } of list) if (problems.length) byFile.set(file, [...(byFile.get(file) ?? []), ...problems]);
    const [first, ...others] = [...byFile].map(([file, problems]) => ({ file, problems }));
    return first ? new ContentError(first.file, first.problems, others) : null;
  }
}

/** Runs `work`, its ContentError's problems added to `into` instead of thrown; undefined then. */
function collecting<T>(into: FileProblems[], work: () => T): T | undefined {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    into.push(...error.all);
    return undefined;
  }
}

export type Content = { site: Site; pages: MenuPage[] };

function fieldName(pathParts: readonly PropertyKey[]): string {
  return pathParts.length ? pathParts.map(String).join('.') : '(root)';
}

/** `raw` checked against `schema`: the data with its defaults, or a ContentError naming `name` and each field. */
export function parseDocument<T>(name: string, schema: z.ZodType<T>, raw: unknown, error?: z.core.$ZodErrorMap): T {
  const result = schema.safeParse(raw, error ? { error } : undefined);
  if (!result.success) {
    throw new ContentError(
      name,
      result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`),
    );
  }
  return result.data;
}

function readJson(file: string, root: string): { relative: string; raw: unknown } {
  const full = path.join(/*turbopackIgnore: true*/ root, file);
  const relative = path.relative(process.cwd(), full) || file;
  try {
    return { relative, raw: JSON.parse(readFileSync(full, 'utf8')) };
  } catch (error) {
    throw new ContentError(relative, [`not readable JSON: ${(error as Error).message}`]);
  }
}

function parseFile<T>(file: string, schema: z.ZodType<T>, root: string): T {
  const { relative, raw } = readJson(file, root);
  return parseDocument(relative, schema, raw, folderErrorMap);
}

/**
 * site.json, with the languages of a routing.json beside it when it names none (folders from
 * before the languages were site settings). That routing.json's system paths must be the ones the
 * build compiled: they cannot change without a rebuild.
 */
function readSite(root: string): Site {
  const read = readJson('site.json', root);
  const { relative } = read;
  // An older folder's top-level logo becomes brand.logo.
  const raw = liftLegacyLogo(read.raw);
  if (!existsSync(path.join(/*turbopackIgnore: true*/ root, 'routing.json')))
    return checkSiteLanguages(relative, parseDocument(relative, siteSchema, raw, folderErrorMap));
  const routing = readJson('routing.json', root);
  const file = parseDocument(routing.relative, routingFileSchema, routing.raw, folderErrorMap);
  if (file.paths && !isDeepStrictEqual(file.paths, systemPaths)) {
    throw new ContentError(routing.relative, [
      'paths: differ from the system paths the site was built with (src/i18n/system-paths.json); change them there and rebuild, or leave them out',
    ]);
  }
  const languages = raw && typeof raw === 'object' && !('languages' in raw) ? file.languages : undefined;
  return checkSiteLanguages(
    relative,
    parseDocument(relative, siteSchema, languages ? { ...(raw as object), languages } : raw, folderErrorMap),
  );
}

/**
 * The site settings, when each of their texts is written in every language the site shows
 * (domain/content/required-languages.ts); else a ContentError naming each field and language.
 */
export function checkSiteLanguages(file: string, site: Site): Site {
  const problems = missingSiteLanguages(site, site.languages.enabled);
  if (problems.length) throw new ContentError(file, problems);
  return site;
}

/**
 * First path segments content pages may not take, the same in every language: every route's in
 * every language and by its internal name, taken from the routing table (src/i18n/page-kind.ts;
 * next-intl sends another language's address of a route to this language's), the internal routes
 * the proxy rewrites to, and the API's.
 */
const RESERVED = new Set([...routeSegments(), ...INTERNAL_ROUTES, 'not-found', 'api']);

/**
 * Cross-file rules the per-file schemas cannot see: unique ids, names and paths, known parents. A
 * page needs its title and path in every enabled language, and only there: a disabled one's is
 * not shown (domain/content/required-languages.ts).
 */
export function checkPages(pages: MenuPage[], files: string[], languages: Pick<LanguageSettings, 'enabled'>): void {
  const found: FileProblems[] = [];
  const seen = new Map<string, string>();
  const claim = (key: string, shown: string, file: string, field: string) => {
    const other = seen.get(key);
    if (other) found.push({ file, problems: [`${field}: "${shown}" is already used by ${other}`] });
    else seen.set(key, file);
  };
  const byId = new Map(pages.map((p) => [p.id, p]));
  pages.forEach((page, i) => {
    const file = files[i] ?? '?';
    const fail = (problem: string) => found.push({ file, problems: [problem] });
    const untranslated = missingPageLanguages(page, languages.enabled);
    if (untranslated.length) found.push({ file, problems: untranslated });
    claim(`id:${page.id}`, page.id, file, 'id');
    claim(`name:${page.name}`, page.name, file, 'name');
    if (page.route) claim(`route:${page.route}`, page.route, file, 'route');
    if (page.legacyPath) claim(`legacy:${page.legacyPath.toLowerCase()}`, page.legacyPath, file, 'legacyPath');
    if (page.route && page.params.redirect) fail('route: a page cannot be both an application route and an external redirect');
    const parent = page.parentId ? byId.get(page.parentId) : undefined;
    if (page.parentId && !parent) fail(`parentId: no page has the id "${page.parentId}"`);
    if (parent && page.params.path && !parent.params.path) fail(`parentId: "${page.parentId}" has no path of its own, so this page has no address`);
    for (let current = parent, depth = 0; current; current = current.parentId ? byId.get(current.parentId) : undefined) {
      if (current.id === page.id || ++depth > 10) {
        fail(`parentId: the parents of this page form a loop`);
        break;
      }
    }
    for (const locale of languages.enabled) {
      const segment = page.params.path?.[locale];
      if (page.params.path && !segment) fail(`params.path.${locale}: is required because ${locale} is enabled`);
      if (!segment) continue;
      if (!page.parentId && RESERVED.has(segment)) {
        fail(`params.path.${locale}: "${segment}" is the address of an application page`);
        continue;
      }
      claim(`path:${locale}:${page.parentId ?? ''}/${segment}`, segment, file, `params.path.${locale}`);
    }
  });
  const error = ContentError.of(found);
  if (error) throw error;
}

/** A folder read with every problem of every file: what could be read, and the problems. */
export type InspectedFolder = {
  site?: Site;
  /** Every page file (`pages/…json`, relative to the folder) and its page when it could be read. */
  pages: { file: string; page?: MenuPage }[];
  problems: FileProblems[];
};

/**
 * Reads the content folder `root` without stopping at a problem: site.json and every page file
 * are each checked, then the rules across files (ids, names, paths, parents) for the pages that
 * could be read. Files are named relative to the working directory, as in ContentError.
 */
export function inspectContentFolder(root: string): InspectedFolder {
  const problems: FileProblems[] = [];
  const site = collecting(problems, () => readSite(root));
  const files = readdirSync(path.join(/*turbopackIgnore: true*/ root, 'pages'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `pages/${f}`);
  const pages = files.map((file) => ({ file, page: collecting(problems, () => parseFile(file, menuPageSchema, root)) }));
  const read = pages.filter((p): p is { file: string; page: MenuPage } => Boolean(p.page));
  const shown = path.relative(process.cwd(), root) || '.';
  // The rules across pages need the site's languages: site.json's own when only other fields of it are wrong.
  const languages = site?.languages ?? languagesOf(root);
  if (languages)
    collecting(problems, () =>
      checkPages(
        read.map((p) => p.page),
        read.map((p) => `${shown}/${p.file}`),
        languages,
      ),
    );
  return { site, pages, problems };
}

/** The languages of a site.json that does not pass as a whole, when they do (else null). */
function languagesOf(root: string): LanguageSettings | null {
  try {
    const raw = JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ root, 'site.json'), 'utf8')) as { languages?: unknown };
    const parsed = languagesSchema.safeParse(raw.languages ?? defaultLanguages());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Content is read at run time from the project folder (validated at start-up), not bundled.
/** The content folder `root`, checked: a ContentError names every problem of every file. */
export function loadContent(root = contentDir()): Content {
  const { site, pages, problems } = inspectContentFolder(root);
  const error = ContentError.of(problems);
  if (error) throw error;
  return { site: site!, pages: pages.map((p) => p.page!) };
}

/** The neutral starting folder (examples/starter): CONTENT_DIR's default, never an agency's words. */
const STARTER_CONTENT_DIR = 'examples/starter';

/** The content folder of this process: CONTENT_DIR (default: the neutral starter), relative to the project. */
export function contentDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().CONTENT_DIR ?? STARTER_CONTENT_DIR);
}

const live = globalThis as typeof globalThis & { __vitrineContent?: Content; __vitrineFileContent?: Content };

const stamp = globalThis as typeof globalThis & { __vitrineContentStamp?: { n: number; json: string } };

/** Makes `content()` answer `next` (the published content of the database, live.ts). */
export function setLiveContent(next: Content): void {
  const json = JSON.stringify(next);
  const previous = stamp.__vitrineContentStamp;
  if (previous?.json !== json) {
    stamp.__vitrineContentStamp = { n: (previous?.n ?? 0) + 1, json };
    // Every page shows the content (menus, footer): the stored pages are made again.
    if (previous) pagesChanged();
  }
  live.__vitrineContent = next;
}

/**
 * Which published content this server answers, for cache keys of what is built from it (a
 * category module's pages, the sitemap): it changes with every publish. Null while this request
 * shows a preview, whose results must not be cached at all.
 */
export function contentStamp(): string | null {
  if (requestContent().content) return null;
  return `c${stamp.__vitrineContentStamp?.n ?? 0}`;
}

/** The validated content of CONTENT_DIR, read once per process. */
export function fileContent(): Content {
  live.__vitrineFileContent ??= loadContent(contentDir());
  return live.__vitrineFileContent;
}

/** This request's own content: a staff member's preview of a draft (preview.ts). React's cache is per request. */
const requestContent = React.cache((): { content?: Content } => ({}));

/** Makes `content()` answer `preview` for the rest of this request only. */
export function setRequestContent(preview: Content): void {
  requestContent().content = preview;
}

/**
 * What the site says: a staff member's preview in this request (preview.ts), else the published content of the database once the server has read it (live.ts
 * keeps it current on every server), else the files of CONTENT_DIR (build, scripts, unit tests).
 * The languages are settings like any other (`site.languages`); only the system paths are compiled.
 */
export function content(): Content {
  return requestContent().content ?? live.__vitrineContent ?? fileContent();
}

/**
 * Every text picked without settings of its own falls back to this site's default language, then
 * its other enabled languages (domain/language/localized-text.ts): the settings of this request's
 * content. Content that cannot be read (a folder with a problem) gives the product's order.
 */
readTextSettingsFrom(() => {
  try {
    return content().site.languages;
  } catch {
    return undefined;
  }
});
