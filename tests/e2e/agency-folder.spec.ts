import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { serveSite } from './variant-server';

/*
 * Issue 44's proof: an agency folder carries the whole agency. An agency is set up from a copy of
 * the neutral starter (`npm run agency -- new`) in two languages only, with no text of any other
 * (French and English; German and French), with its own banner and page pictures as files of the
 * folder; applied to one installation, exported, and the export applied to a new, empty
 * installation of its own (another data folder: another database and file store). Every picture
 * its public pages show there is found: HTTP 200, an image.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Lang = 'nl' | 'fr' | 'en' | 'de';

const AGENCIES: { name: string; languages: [Lang, Lang] }[] = [
  { name: 'Agence Ardennaise', languages: ['fr', 'en'] },
  { name: 'Immobilien Ostbelgien', languages: ['de', 'fr'] },
];

let work = '';
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-agency-folder-'));
});
test.afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** `npm run agency -- …` with the environment of an installation whose data folder is `dataDir`. */
function agency(args: string[], dataDir: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/agency.ts', ...args], { env, encoding: 'utf8' });
  expect(run.status, `agency ${args.join(' ')}:\n${run.stdout}${run.stderr}`).toBe(0);
  return run.stdout;
}

const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8')) as Json;
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
const picture = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r, g, b } } }).jpeg({ quality: 85 });

/** A copy of the starter made the agency's: its name, its languages only, its banner and page pictures. */
async function agencyFolder(dir: string, name: string, languages: readonly Lang[]): Promise<void> {
  const alt = (text: string) => Object.fromEntries(languages.map((l) => [l, `${text} (${l})`]));
  await picture(30, 80, 140).toFile(path.join(dir, 'banner.jpg'));
  await picture(140, 60, 30).toFile(path.join(dir, 'pages', 'team.jpg'));
  await picture(40, 120, 60)
    .png()
    .toFile(path.join(dir, 'pages', 'office.png'));
  // `new --languages` wrote the texts in the agency's languages only and set them as the site's.
  const site = readJson(path.join(dir, 'site.json'));
  expect(site.languages).toEqual({
    default: languages[0],
    enabled: [...languages],
    detectFromBrowser: false,
    agencyMail: languages[0],
  });
  site.agency.name = name;
  site.banner = { ...site.banner, type: 'image', image: { url: 'banner.jpg', alt: alt('Banner') } };
  writeJson(path.join(dir, 'site.json'), site);
  for (const file of readdirSync(path.join(dir, 'pages')).filter((f) => f.endsWith('.json'))) {
    const page = readJson(path.join(dir, 'pages', file));
    if (page.name === 'home' || page.name === 'privacy')
      page.params.modules = [
        ...(page.params.modules ?? []),
        { id: `${page.name}-team`, title: alt('Team'), image: { url: 'team.jpg', alt: alt('Team') } },
      ];
    if (page.name === 'privacy')
      for (const l of languages)
        page.params.content[l] =
          `<p>Office</p><img src="office.png" alt="Office ${l}" width="1600" height="900">${page.params.content[l] ?? ''}`;
    writeJson(path.join(dir, 'pages', file), page);
  }
}

/** Every address of this site a page's HTML shows a picture from (src and srcset). */
function pictureAddresses(html: string): string[] {
  const found = new Set<string>();
  for (const [, src] of html.matchAll(/\ssrc="(\/[^"]+)"/g)) if (/^\/(files|_next\/image)/.test(src!)) found.add(src!);
  for (const [, set] of html.matchAll(/\ssrcset="([^"]+)"/g))
    for (const entry of set!.split(','))
      if (entry.trim().startsWith('/')) found.add(entry.trim().split(/\s+/)[0]!.replace(/&amp;/g, '&'));
  return [...found];
}

for (const { name, languages } of AGENCIES) {
  test(`${name} (${languages.join(' and ')}): set up from the starter with its pictures, exported, applied to a new installation, every picture found`, async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const slug = languages.join('-');
    const folder = path.join(work, `${slug}-agency`);
    const first = path.join(work, `${slug}-first`);
    const second = path.join(work, `${slug}-second`);
    const exported = path.join(work, `${slug}-export`);
    agency(['new', folder, '--languages', languages.join(',')], first);
    await agencyFolder(folder, name, languages);
    // No text of another language anywhere in the folder.
    const jsonFiles = ['site.json', ...readdirSync(path.join(folder, 'pages')).map((f) => `pages/${f}`)].filter((f) =>
      f.endsWith('.json'),
    );
    for (const l of ['nl', 'fr', 'en', 'de'].filter((l) => !languages.includes(l as Lang)))
      for (const file of jsonFiles)
        expect(readFileSync(path.join(folder, file), 'utf8'), file).not.toContain(`"${l}":`);

    agency(['apply', folder], first);
    expect(agency(['export', exported], first)).toMatch(/ and \d+ pictures? to /);
    // The export holds every picture as a file, and no address of the first installation.
    expect(existsSync(path.join(exported, 'banner.jpg'))).toBe(true);
    const pageFiles = readdirSync(path.join(exported, 'pages'));
    expect(pageFiles.filter((f) => /-module-\d+-image\.jpg$/.test(f)).length).toBe(2);
    // The same picture in both languages' texts is one file.
    expect(pageFiles.filter((f) => /-privacy-text-[a-z]{2}-1\.png$/.test(f)).length).toBe(1);
    for (const file of ['site.json', ...pageFiles.filter((f) => f.endsWith('.json')).map((f) => `pages/${f}`)])
      expect(readFileSync(path.join(exported, file), 'utf8'), file).not.toContain('/files/');

    agency(['apply', exported], second);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: second,
      CONTENT_DIR: exported,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    delete env.DATABASE_URL;
    const site = await serveSite(env, `/${languages[0]}/`);
    try {
      const privacy = readJson(path.join(folder, 'pages', '91-privacy.json')).params.path as Record<Lang, string>;
      for (const l of languages) {
        const pages = { home: `/${l}/`, privacy: `/${l}/${privacy[l]}/` };
        const home = await request.get(`${site.url}${pages.home}`);
        expect(home.status(), pages.home).toBe(200);
        const homeHtml = await home.text();
        expect(homeHtml, 'the banner').toMatch(/\/files\/p\/[0-9a-f]{2}\/banner-[0-9a-f]{32}-\d+\.webp/);
        expect(homeHtml).toContain(`alt="Banner (${l})"`);
        expect(homeHtml).toContain(`alt="Team (${l})"`);
        const page = await request.get(`${site.url}${pages.privacy}`);
        expect(page.status(), pages.privacy).toBe(200);
        const pageHtml = await page.text();
        expect(pageHtml, 'the picture in the text').toMatch(
          new RegExp(
            `<img[^>]*src="/files/p/[0-9a-f]{2}/[0-9a-f]{32}-1360\\.webp"[^>]*alt="Office ${l}"|<img[^>]*alt="Office ${l}"[^>]*src="/files/p/`,
          ),
        );
        const addresses = [...pictureAddresses(homeHtml), ...pictureAddresses(pageHtml)];
        expect(addresses.filter((a) => a.startsWith('/files/p/')).length).toBeGreaterThanOrEqual(3);
        for (const address of new Set(addresses)) {
          const answer = await request.get(`${site.url}${address}`);
          expect(answer.status(), address).toBe(200);
          expect(answer.headers()['content-type'], address).toMatch(/^image\//);
        }
      }
    } finally {
      await site.stop();
    }
  });
}
