import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { properties } from '@/db/schema';
import { loadContent } from '@/lib/content/load';
import { publishedContent } from '@/lib/content/store';
import { installationMark } from './demo';
import { prepareDatabase, publishFolderWhenEmpty, type ExampleAgency } from './prepare';

/**
 * What the site's own process does to its database before it serves (issue 43, decision 029): the
 * agency's folder published to an empty database, once; no example unless a command brings one;
 * a public site never gets one.
 */
const FOLDER = path.resolve('src/test/fixtures/content');
let handle: DbHandle;
let dataDir: string;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  handle = await createTestDb({ migrated: false });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-prepare-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the preparation of the site’s database', { timeout: 120_000 }, () => {
  it('a public site on an empty database is refused, whatever example a command offers', async () => {
    const example: ExampleAgency = {
      contentDir: FOLDER,
      install: () => Promise.reject(new Error('never applied on a public site')),
      recordEarlier: () => Promise.resolve([]),
      presentLine: () => '',
    };
    await expect(
      prepareDatabase(handle.url, { publicSite: true, dataDir, contentDir: FOLDER, example, log }),
    ).rejects.toThrow(/empty database: the demo agency is never applied/);
    expect(await installationMark(handle.db)).toBeNull();
  });

  it('migrates an empty database and publishes the agency’s folder, with no example and no catalogue', async () => {
    await prepareDatabase(handle.url, { publicSite: false, dataDir, contentDir: FOLDER, log });
    const published = await publishedContent(handle.db);
    expect(published?.pages.map((p) => p.id).sort()).toEqual(
      loadContent(FOLDER)
        .pages.map((p) => p.id)
        .sort(),
    );
    expect(published?.site.agency.name).toBe(loadContent(FOLDER).site.agency.name);
    expect((await handle.db.select({ n: count() }).from(properties))[0]!.n).toBe(0);
    expect(await installationMark(handle.db)).toMatchObject({ demo: 'none' });
    expect(lines).toContain('database: the content files are the published content');
  });

  it('a public site whose content is empty takes the agency’s folder, never the starter’s placeholders', async () => {
    const fresh = await createTestDb({ migrated: false });
    try {
      await prepareDatabase(fresh.url, { publicSite: false, dataDir, contentDir: FOLDER, log });
      await fresh.db.execute('delete from content_versions; delete from content_documents');
      await expect(prepareDatabase(fresh.url, { publicSite: true, dataDir, log })).rejects.toThrow(
        /npm run agency -- apply DIR/,
      );
      await prepareDatabase(fresh.url, { publicSite: true, dataDir, contentDir: FOLDER, log });
      expect((await publishedContent(fresh.db))?.site.agency.name).toBe(loadContent(FOLDER).site.agency.name);
    } finally {
      await fresh.close();
    }
  });

  it('never publishes a folder again once the database has content (the back office owns it)', async () => {
    lines.length = 0;
    await prepareDatabase(handle.url, { publicSite: false, dataDir, contentDir: FOLDER, log });
    expect(lines).not.toContain('database: the content files are the published content');
    expect(await publishFolderWhenEmpty(handle.db, FOLDER)).toBeNull();
  });
});
