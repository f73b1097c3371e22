import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { translateRule } from '@/lib/content/rule-messages';
import { pageDoc, publishedContent, saveDraft, SITE_DOC } from '@/lib/content/store';
import fr from '../../../messages/fr.json';
import { AgencyFolderRefused, applyAgencyFolder, type ApplyOptions } from './folder';

/**
 * An agency writes in the languages it shows, and only those (issue 44): a French and English
 * agency's folder holds no Dutch, a German and French one's no Dutch or English. The folder's
 * apply and the back office's save take them; a text missing in a language the site shows is
 * refused, naming the field and the language.
 */
const STARTER = path.resolve('examples/starter');
const LANGUAGE = /^(nl|fr|en|de)$/;

type Json = Record<string, unknown>;

/** `json` with every text per language rewritten: each language of `languages` from the source language it names. */
function rewritten(json: unknown, languages: Record<string, string>): unknown {
  if (Array.isArray(json)) return json.map((item) => rewritten(item, languages));
  if (!json || typeof json !== 'object') return json;
  const keys = Object.keys(json);
  const entries = json as Json;
  if (keys.some((k) => LANGUAGE.test(k)) && keys.every((k) => LANGUAGE.test(k) || k === 'public')) {
    const out: Json = 'public' in entries ? { public: entries.public } : {};
    for (const [language, from] of Object.entries(languages)) if (from in entries) out[language] = entries[from];
    return out;
  }
  return Object.fromEntries(keys.map((k) => [k, rewritten(entries[k], languages)]));
}

let handle: DbHandle;
let work: string;
const quiet = { line: () => undefined, problem: () => undefined, progress: () => () => undefined };
const options = (): ApplyOptions => ({ dataDir: path.join(work, 'data'), out: quiet });

/** The starter folder in the languages `languages` (each from a language of the starter), default first. */
function folderIn(name: string, languages: Record<string, string>, change: (site: Json) => void = () => {}): string {
  const dir = path.join(work, name);
  cpSync(STARTER, dir, { recursive: true });
  const files = ['site.json', ...readdirSync(path.join(dir, 'pages')).map((f) => `pages/${f}`)].filter((f) =>
    f.endsWith('.json'),
  );
  for (const file of files) {
    const json = rewritten(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), languages) as Json;
    if (file === 'site.json') {
      const codes = Object.keys(languages);
      json.languages = { default: codes[0], enabled: codes, detectFromBrowser: false };
      change(json);
    }
    writeFileSync(path.join(dir, file), JSON.stringify(json, null, 2));
  }
  return dir;
}

beforeAll(async () => {
  handle = await createTestDb();
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-languages-'));
});
afterAll(async () => {
  await handle?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('an agency in French and English', () => {
  it('applies a folder without a word of Dutch', async () => {
    const dir = folderIn('fr-en', { fr: 'fr', en: 'en' });
    expect(readFileSync(path.join(dir, 'site.json'), 'utf8')).not.toMatch(/"nl"/);
    await applyAgencyFolder(handle.db, dir, options());
    const content = (await publishedContent(handle.db))!;
    expect(content.site.languages).toEqual({ default: 'fr', enabled: ['fr', 'en'], detectFromBrowser: false });
    const home = content.pages.find((p) => p.route === '/')!;
    expect(Object.keys(home.params.title).sort()).toEqual(['en', 'fr']);
  });

  it('saves a page and the settings in the back office without Dutch', async () => {
    const content = (await publishedContent(handle.db))!;
    const page = structuredClone(content.pages.find((p) => p.params.path && !p.route)!);
    page.params.title = { fr: 'Qui sommes-nous', en: 'About us' };
    expect(await saveDraft(handle.db, pageDoc(page.id), page, 'editor@test')).toEqual({ ok: true });
    const site = structuredClone(content.site);
    site.agency.bivTitle = { fr: 'Agent immobilier IPI', en: 'Real-estate agent IPI' };
    expect(await saveDraft(handle.db, SITE_DOC, site, 'editor@test')).toEqual({ ok: true });
  });

  it('refuses a page without its French title, in French for French staff', async () => {
    const content = (await publishedContent(handle.db))!;
    const page = structuredClone(content.pages.find((p) => p.params.path && !p.route)!);
    page.params.title = { en: 'About us', nl: 'Over ons' };
    const outcome = await saveDraft(handle.db, pageDoc(page.id), page, 'editor@test');
    expect(outcome).toEqual({
      ok: false,
      problems: [{ doc: pageDoc(page.id), field: 'params.title.fr', message: 'is required because fr is enabled' }],
    });
    const t = createTranslator({ locale: 'fr', messages: fr, namespace: 'Admin' }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    expect(translateRule('is required because fr is enabled', t)).toBe(
      'est à écrire en français : le site s’affiche dans cette langue',
    );
  });

  it('refuses a folder whose settings lack a French text, naming the field and French', async () => {
    const dir = folderIn('fr-en-gap', { fr: 'fr', en: 'en' }, (site) => {
      delete (site.agency as { bivTitle: Json }).bivTitle.fr;
    });
    const refused = await applyAgencyFolder(handle.db, dir, options()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgencyFolderRefused);
    expect((refused as Error).message).toContain('site.json: agency.bivTitle.fr: is required because fr is enabled');
  });
});

describe('an agency in German and French', () => {
  it('applies a folder in German and French only, German first', async () => {
    const dir = folderIn('de-fr', { de: 'de', fr: 'fr' });
    await applyAgencyFolder(handle.db, dir, options());
    const content = (await publishedContent(handle.db))!;
    expect(content.site.languages).toMatchObject({ default: 'de', enabled: ['de', 'fr'] });
    for (const page of content.pages) expect(Object.keys(page.params.title).sort()).toEqual(['de', 'fr']);
  });

  it('refuses a page without its German title', async () => {
    const content = (await publishedContent(handle.db))!;
    const page = structuredClone(content.pages.find((p) => p.params.path && !p.route)!);
    page.params.title = { fr: 'Qui sommes-nous' };
    const outcome = await saveDraft(handle.db, pageDoc(page.id), page, 'editor@test');
    expect(outcome).toMatchObject({
      ok: false,
      problems: [{ field: 'params.title.de', message: 'is required because de is enabled' }],
    });
  });
});
