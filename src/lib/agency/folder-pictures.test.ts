import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { libraryImages } from '@/db/schema';
import { filesOf } from '@/domain/media/library';
import { hasFile } from '@/lib/files/storage';
import { publishedContent } from '@/lib/content/store';
import { CONTENT_FIXTURE } from '@/test/data/content';
import { AgencyFolderRefused, applyAgencyFolder, exportAgencyFolder, type ApplyOptions } from './folder';

/**
 * An agency folder carries its pictures (issue 44): the banner's and the pages' pictures given as
 * files of the folder are stored on apply; export writes every picture back as a file; that export
 * applied to a new installation (an empty database) shows the same pictures.
 */
let first: DbHandle;
let fresh: DbHandle;
let work: string;
const quiet = { line: () => undefined, problem: () => undefined, progress: () => () => undefined };
const options = (): ApplyOptions => ({ dataDir: path.join(work, 'data'), out: quiet });
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) => writeFileSync(file, JSON.stringify(data, null, 2));
/** A picture drawn in one colour: its bytes are its own. */
const drawn = (r: number, g: number, b: number, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
    [format]()
    .toBuffer();
/** The page file of `dir` that holds the page `name` (an export names its files by the page's order). */
const pageFile = (dir: string, name: string) =>
  path.join(
    dir,
    'pages',
    readdirSync(path.join(dir, 'pages')).find((f) => f.endsWith(`-${name}.json`))!,
  );
const STORED = /^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
const BANNER = /^\/files\/p\/[0-9a-f]{2}\/banner-[0-9a-f]{32}$/;
const storedHere = async (address: string) => (await Promise.all(filesOf(address).map(hasFile))).every(Boolean);

const pictures: Record<string, Buffer> = {};
beforeAll(async () => {
  [first, fresh] = [await createTestDb(), await createTestDb()];
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-agency-pictures-'));
  const dir = path.join(work, 'agency');
  cpSync(CONTENT_FIXTURE, dir, { recursive: true });
  pictures['facade.jpg'] = await drawn(200, 40, 40);
  pictures['street.jpg'] = await drawn(40, 200, 40);
  pictures['team.jpg'] = await drawn(40, 40, 200);
  pictures['plan.png'] = await drawn(90, 90, 20, 'png');
  writeFileSync(path.join(dir, 'facade.jpg'), pictures['facade.jpg']);
  writeFileSync(path.join(dir, 'street.jpg'), pictures['street.jpg']);
  writeFileSync(path.join(dir, 'pages', 'team.jpg'), pictures['team.jpg']);
  writeFileSync(path.join(dir, 'pages', 'plan.png'), pictures['plan.png']);
  const site = readJson(path.join(dir, 'site.json'));
  site.banner.image = { url: 'facade.jpg', alt: { nl: 'De gevel', fr: 'La façade', en: 'The front' } };
  site.banner.gallery = [{ url: 'street.jpg' }];
  writeJson(path.join(dir, 'site.json'), site);
  const about = readJson(path.join(dir, 'pages', '50-about.json'));
  about.params.modules = [
    ...(about.params.modules ?? []),
    {
      id: 'about-team',
      title: { nl: 'Team', fr: 'Équipe', en: 'Team' },
      image: { url: 'team.jpg', alt: { fr: "L'équipe" } },
    },
  ];
  about.params.content = { ...about.params.content, fr: '<p>Nos bureaux</p><img src="plan.png" alt="Le plan">' };
  writeJson(path.join(dir, 'pages', '50-about.json'), about);
}, 180_000);
afterAll(async () => {
  await Promise.all([first.close(), fresh.close()]);
  rmSync(work, { recursive: true, force: true });
});

const aboutOf = async (handle: DbHandle) => (await publishedContent(handle.db))!.pages.find((p) => p.name === 'about')!;

describe("an agency folder's pictures", { timeout: 180_000 }, () => {
  it('are stored from the files the folder names, each field given its stored address', async () => {
    await applyAgencyFolder(first.db, path.join(work, 'agency'), options());
    const { site } = (await publishedContent(first.db))!;
    expect(site.banner.image!.url).toMatch(BANNER);
    expect(site.banner.image!.alt).toEqual({ nl: 'De gevel', fr: 'La façade', en: 'The front' });
    expect(site.banner.gallery[0]!.url).toMatch(BANNER);
    const about = await aboutOf(first);
    const team = about.params.modules.find((m) => m.id === 'about-team')!;
    expect(team.image!.url).toMatch(STORED);
    expect(about.params.content!.fr).toMatch(
      /^<p>Nos bureaux<\/p><img src="\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}-1360\.webp" alt="Le plan">$/,
    );
    for (const address of [site.banner.image!.url, site.banner.gallery[0]!.url, team.image!.url])
      expect(await storedHere(address)).toBe(true);
    // The library knows them by their file's name, with the alt texts the folder gave.
    const library = await first.db.select({ name: libraryImages.name, alt: libraryImages.alt }).from(libraryImages);
    expect(library).toEqual(
      expect.arrayContaining([
        { name: 'facade.jpg', alt: { nl: 'De gevel', fr: 'La façade', en: 'The front' } },
        { name: 'team.jpg', alt: { fr: "L'équipe" } },
        { name: 'plan.png', alt: {} },
      ]),
    );
  });

  it('are exported as files beside site.json and in pages/, named by where they are, as they came in', async () => {
    const out = path.join(work, 'export');
    const { pictures: written } = await exportAgencyFolder(first.db, out);
    const stem = path.basename(pageFile(out, 'about'), '.json');
    const about = readJson(pageFile(out, 'about'));
    expect(about.$schema).toBe('../page.schema.json');
    const position = about.params.modules.findIndex((m: Json) => m.id === 'about-team') + 1;
    expect(written).toEqual(
      expect.arrayContaining([
        'banner.jpg',
        'banner-gallery-1.jpg',
        `pages/${stem}-module-${position}-image.jpg`,
        `pages/${stem}-text-fr-1.png`,
      ]),
    );
    const site = readJson(path.join(out, 'site.json'));
    expect(site.$schema).toBe('./site.schema.json');
    expect(site.banner.image).toEqual({ url: 'banner.jpg', alt: { nl: 'De gevel', fr: 'La façade', en: 'The front' } });
    expect(site.banner.gallery[0].url).toBe('banner-gallery-1.jpg');
    expect(readFileSync(path.join(out, 'banner.jpg')).equals(pictures['facade.jpg']!)).toBe(true);
    expect(about.params.modules[position - 1].image.url).toBe(`${stem}-module-${position}-image.jpg`);
    expect(about.params.content.fr).toBe(`<p>Nos bureaux</p><img src="${stem}-text-fr-1.png" alt="Le plan">`);
    expect(readFileSync(path.join(out, 'pages', `${stem}-text-fr-1.png`)).equals(pictures['plan.png']!)).toBe(true);
    expect(existsSync(path.join(out, 'site.schema.json')) && existsSync(path.join(out, 'page.schema.json'))).toBe(true);
  });

  it('applied to a new installation, the export shows the same pictures', async () => {
    await applyAgencyFolder(fresh.db, path.join(work, 'export'), options());
    const [a, b] = [(await publishedContent(first.db))!, (await publishedContent(fresh.db))!];
    expect(b.site.banner).toEqual(a.site.banner);
    const [aboutA, aboutB] = [await aboutOf(first), await aboutOf(fresh)];
    expect(aboutB.params.modules).toEqual(aboutA.params.modules);
    expect(aboutB.params.content).toEqual(aboutA.params.content);
    expect(await storedHere(b.site.banner.image!.url)).toBe(true);
  });

  it('a folder with problems in several files is refused with every one of them, file and field, nothing changed', async () => {
    const dir = path.join(work, 'broken');
    cpSync(path.join(work, 'export'), dir, { recursive: true });
    const site = readJson(path.join(dir, 'site.json'));
    site.banner.image.url = 'missing.jpg';
    site.banner.gallery[0].url = `/files/p/00/${'0'.repeat(32)}`;
    writeJson(path.join(dir, 'site.json'), site);
    writeFileSync(path.join(dir, 'pages', 'notes.jpg'), 'not a picture');
    const about = readJson(pageFile(dir, 'about'));
    about.params.image = { url: 'notes.jpg' };
    writeJson(pageFile(dir, 'about'), about);
    const privacy = readJson(pageFile(dir, 'privacy'));
    privacy.menu = 'sidebar';
    privacy.params.image = { url: 'gone.jpg' };
    writeJson(pageFile(dir, 'privacy'), privacy);
    const before = await publishedContent(fresh.db);
    const refused = await applyAgencyFolder(fresh.db, dir, options()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgencyFolderRefused);
    // Files are named as their reader finds them: this folder is outside the working directory.
    const reasons = (refused as AgencyFolderRefused).reasons.map((r) => r.replace(`${dir}/`, ''));
    expect(reasons).toEqual([
      expect.stringMatching(/^pages\/\d\d-privacy\.json: menu: /),
      // A file that fails its schema still has its pictures checked.
      expect.stringMatching(
        /^pages\/\d\d-privacy\.json: params\.image\.url: "gone\.jpg" is not a file of .*\/broken\/pages$/,
      ),
      `site.json: banner.image.url: "missing.jpg" is not a file of ${dir}`,
      `site.json: banner.gallery.0.url: "/files/p/00/${'0'.repeat(32)}" is not a picture stored on this installation; put the picture's file in the folder and write its name here`,
      expect.stringMatching(
        /^pages\/\d\d-about\.json: params\.image\.url: notes\.jpg is not a picture the site can show \(/,
      ),
    ]);
    expect((refused as Error).message).toContain('5 problems');
    expect(await publishedContent(fresh.db)).toEqual(before);
  });
});
