import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { CONTENT_FIXTURE } from '@/test/data/content';
import { readBrandImage } from '@/lib/files/brand-image';
import { exportContentFolder, importContentFolder } from './folder';
import { ContentError } from './load';
import { publishedContent, SITE_DOC, versions } from './store';

/** A content folder with its brand files beside site.json, through the database and back (issue 29). */
const work = mkdtempSync(path.join(tmpdir(), 'vitrine-folder-'));
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A copy of the test content folder, its site.json changed by `edit`. */
function folder(name: string, edit: (site: Record<string, unknown>) => void = () => undefined): string {
  const dir = path.join(work, name);
  cpSync(CONTENT_FIXTURE, dir, { recursive: true });
  const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
  edit(site);
  writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site));
  return dir;
}

async function published() {
  return (await publishedContent(handle.db))!.site;
}

describe('a content folder with its brand files', () => {
  it('stores the logo and icon beside site.json, exports them as files again, and a second import changes nothing', async () => {
    const source = folder('agency');
    const first = await importContentFolder(handle.db, source, 'test');
    expect(first.warnings).toEqual([]);
    const site = await published();
    expect(site.brand.logo).toEqual({ url: expect.stringMatching(/^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.svg$/), width: 220, height: 64 });
    expect(site.brand.icon).toEqual({ url: expect.stringMatching(/\.svg$/), width: 64, height: 64 });
    const storedLogo = (await readBrandImage(site.brand.logo!.url))!.bytes.toString('utf8');
    expect(storedLogo).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="220"/);

    const out = path.join(work, 'export');
    const written = await exportContentFolder(handle.db, out);
    expect(written).toMatchObject({ brandFiles: ['logo.svg', 'icon.svg'], warnings: [] });
    const exported = JSON.parse(readFileSync(path.join(out, 'site.json'), 'utf8')) as { brand: { logo: unknown; icon: unknown } };
    expect(exported.brand.logo).toEqual({ url: 'logo.svg', width: 220, height: 64 });
    expect(exported.brand.icon).toEqual({ url: 'icon.svg', width: 64, height: 64 });
    expect(readFileSync(path.join(out, 'logo.svg'), 'utf8')).toBe(storedLogo);
    expect(existsSync(path.join(out, 'routing.json'))).toBe(false);

    const again = await importContentFolder(handle.db, out, 'test');
    expect(again).toEqual({ published: [], removed: [], warnings: [] });
    expect(await versions(handle.db, SITE_DOC)).toHaveLength(1);
  });

  it('takes a PNG icon by its content and records its size', async () => {
    const dir = folder('png-icon', (site) => {
      (site.brand as Record<string, unknown>).icon = { url: 'icon.png' };
    });
    writeFileSync(path.join(dir, 'icon.png'), await sharp({ create: { width: 256, height: 256, channels: 4, background: '#c33' } }).png().toBuffer());
    await importContentFolder(handle.db, dir, 'test');
    expect((await published()).brand.icon).toEqual({ url: expect.stringMatching(/\.png$/), width: 256, height: 256 });
    const out = path.join(work, 'export-png');
    await exportContentFolder(handle.db, out);
    expect((await sharp(readFileSync(path.join(out, 'icon.png'))).metadata()).format).toBe('png');
  });

  it('refuses a logo with a script, or a file the folder lacks, naming the field; nothing is stored', async () => {
    const before = await published();
    const scripted = folder('scripted');
    writeFileSync(path.join(scripted, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script></svg>');
    await expect(importContentFolder(handle.db, scripted, 'test')).rejects.toThrow(/brand\.logo\.url: logo\.svg is refused \(script/);
    const missing = folder('missing', (site) => {
      (site.brand as Record<string, unknown>).logo = { url: 'nowhere.svg' };
    });
    const error = await importContentFolder(handle.db, missing, 'test').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toEqual([`brand.logo.url: "nowhere.svg" is not a file of ${missing}`]);
    expect(await published()).toEqual(before);
  });

  it('loads a folder exported before the brand existed: its top-level logo becomes brand.logo', async () => {
    const legacy = folder('legacy', (site) => {
      delete site.brand;
      site.logo = { url: '/brand/logo.svg', width: 220, height: 64 };
    });
    const first = await importContentFolder(handle.db, legacy, 'test');
    expect(first.warnings).toEqual([]);
    const site = await published();
    expect(site.brand.logo?.url).toMatch(/^\/files\/b\/.*\.svg$/);
    expect(site.brand.icon).toBeUndefined();
    expect('logo' in site).toBe(false);

    rmSync(path.join(legacy, 'logo.svg'));
    const without = await importContentFolder(handle.db, legacy, 'test');
    expect(without.warnings).toEqual([expect.stringContaining('brand.logo.url: "/brand/logo.svg" is an address the site no longer serves')]);
    expect((await published()).brand.logo).toBeUndefined();
  });
});
