/**
 * A second server on the same production build with other site settings: a copy of content/ whose
 * site.json is patched (banner type, popup), its own data folder, its own copy of the pristine demo
 * database on the e2e server's PostgreSQL, its own free port. The content is read at run time from
 * CONTENT_DIR (src/env.ts), so no second build is needed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, createWriteStream, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { DEMO_VIDEO_URL, ensureDemoVideo } from '../../examples/demo-agency/generator/video';
import { copyDatabase, databaseUrl, E2E_TEMPLATE_DATABASE } from '../../scripts/lib/database-copy';
import { anyFreePort as freePort } from '../../src/db/embedded/ports';
import { demoAccountsFile } from '../../scripts/lib/demo-accounts';
import { embeddedUrl } from '../../src/db/embedded/location';

type SiteJson = {
  map: { tileUrl: string };
  banner: { type: string; video?: string };
  popup: { isPublished: boolean; delay?: number; link?: Record<string, string>; media?: { url: string } };
};

/** Each variant: the demo content with these settings changed. */
const VARIANTS = {
  /** The demo as it is, on a server with no reverse proxy in front (TRUSTED_PROXIES=0, as every variant). */
  direct: () => undefined,
  /** The demo as it is, for the back office's content journeys: what they publish stays on its own database. */
  backoffice: () => undefined,
  /** The demo as it is, for the brand journeys: the colours and fonts they publish stay on its own database. */
  brand: () => undefined,
  /** The demo as it is, for the logo journey: the logo and icon it uploads stay on its own database. */
  logo: () => undefined,
  /** The demo as it is, for the languages journey (agency-languages.spec.ts): what it publishes stays on its own database. */
  languages: () => undefined,
  /** The demo as it is, for the editor's journeys (editor-work.spec.ts): what they publish stays on its own database. */
  editor: () => undefined,
  /** The map's tiles from the agency's own tile server, on this machine, with @2x tiles (map-tiles.spec.ts). */
  tiles: (site: SiteJson) => {
    site.map.tileUrl = `http://127.0.0.1:${TILE_SERVER_PORT}/{z}/{x}/{y}{r}.png`;
  },
  gallery: (site: SiteJson) => {
    site.banner.type = 'gallery';
  },
  video: (site: SiteJson) => {
    site.banner.type = 'video';
    site.banner.video = DEMO_VIDEO_URL;
  },
  properties: (site: SiteJson) => {
    site.banner.type = 'properties';
  },
  /** The demo popup published: after 5 seconds, a link to the valuation form. */
  'popup-link': (site: SiteJson) => {
    site.popup = { ...site.popup, isPublished: true, delay: 5 };
  },
  /** A popup without delay and without link, with a picture. */
  'popup-now': (site: SiteJson) => {
    site.popup = { ...site.popup, isPublished: true, delay: 0, media: { url: '/demo/banner-02-600.webp' } };
    delete site.popup.link;
  },
} satisfies Record<string, (site: SiteJson) => void>;

export type VariantName = keyof typeof VARIANTS;

/** The port of the tile server of map-tiles.spec.ts (beside the e2e server's: cache.spec.ts takes +8). */
export const TILE_SERVER_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Starting takes under 10 s on a quiet two-core machine (a second server beside other tests and
  // its second-agency start seeds a new database: over 90 s); the fixture allows 180 s.
  const deadline = Date.now() + 170_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`variant server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`variant server did not answer ${url} within 170 s:\n${output()}`);
}

type VariantServer = { url: string; contentDir: string; env: NodeJS.ProcessEnv; stop: () => Promise<void> };

/** The data folder of a variant's server (its database, its demo accounts' passwords). */
export function variantDataDir(name: VariantName): string {
  return path.join(ROOT, '.data-e2e-variants', name, 'data');
}

/**
 * Writes the variant's content folder and starts the site on it: its own data folder (mail, files)
 * and its own copy of the e2e run's pristine demo database (scripts/lib/database-copy.ts), made
 * afresh at each start on the main server's PostgreSQL.
 */
async function startVariantServer(name: VariantName): Promise<VariantServer> {
  const folder = path.join(ROOT, '.data-e2e-variants', name);
  const contentDir = path.join(folder, 'content');
  const dataDir = variantDataDir(name);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(path.join(ROOT, 'examples/demo-agency/content'), contentDir, { recursive: true });
  const sitePath = path.join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as SiteJson;
  VARIANTS[name](site);
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
  // next start serves the public files present when it starts: the video must exist before.
  if (name === 'video') await ensureDemoVideo({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });

  const main = embeddedUrl(path.resolve(ROOT, process.env.E2E_DATA_DIR ?? '.data-e2e'));
  if (!main) throw new Error('the e2e server has no embedded PostgreSQL running');
  const database = `vitrine_variant_${name.replace(/-/g, '_')}`;
  await copyDatabase(main, E2E_TEMPLATE_DATABASE, database, { replace: true });
  // The copy's demo accounts have the passwords made for the e2e server's database.
  copyFileSync(
    demoAccountsFile(path.resolve(ROOT, process.env.E2E_DATA_DIR ?? '.data-e2e')),
    demoAccountsFile(dataDir),
  );
  const env = {
    ...process.env,
    CONTENT_DIR: contentDir,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(main, database),
    NEXT_TELEMETRY_DISABLED: '1',
    // A tile server on the agency's own network (the tiles variant's is on this machine).
    IMPORT_ALLOW_PRIVATE: '1',
  };
  // The site's words live in the database: the variant's folder replaces what its copy published.
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', 'import', contentDir], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (imported.status !== 0)
    throw new Error(`content import of the variant failed:\n${imported.stdout}${imported.stderr}`);
  // scripts/serve.ts validates the variant content (a broken patch stops it, naming file and field),
  // migrates its database (the demo agency already) and serves the build; SIGTERM stops it.
  const { url, stop } = await serveSite(env);
  return { url, contentDir, env, stop };
}

/**
 * Starts the production build (scripts/serve.ts) on a free port with `env`, answering on its own
 * SITE_URL; resolves when it serves pages (`ready`: a page the site shows, in one of its languages).
 * `stop` ends it (SIGTERM).
 */
export async function serveSite(
  env: NodeJS.ProcessEnv,
  ready = '/nl/',
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=256', 'scripts/launch.mjs', 'scripts/serve.ts'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'e2e-session-secret-of-at-least-32-characters',
      TRUSTED_PROXIES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Kept in its data folder too, as the main e2e server's (a failed journey's server error is there).
  const log = env.DATA_DIR ? createWriteStream(path.join(env.DATA_DIR, 'server.log'), { flags: 'a' }) : null;
  child.stdout?.on('data', (chunk: Buffer) => ((output += chunk.toString()), log?.write(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => ((output += chunk.toString()), log?.write(chunk)));
  child.once('exit', () => log?.end());
  const url = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilServing(`${url}${ready}`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

/** One variant server at a time per worker: asking for another stops the one before. */
class VariantPool {
  private current: { name: VariantName; server: Promise<VariantServer> } | undefined;

  async get(name: VariantName): Promise<VariantServer> {
    if (this.current?.name !== name) {
      await this.stop();
      this.current = { name, server: startVariantServer(name) };
    }
    return this.current.server;
  }

  async stop(): Promise<void> {
    const running = this.current;
    this.current = undefined;
    if (running) await (await running.server.catch(() => undefined))?.stop();
  }
}

/**
 * `test` with a `variant` option: `test.use({ variant: 'gallery' })` in a describe (with
 * `test.describe.configure({ mode: 'default' })`, so its tests share one worker and one server)
 * points `baseURL` at that variant's server.
 */
export const test = base.extend<
  { variant: VariantName | undefined; variantServer: VariantServer | undefined },
  { variantPool: VariantPool }
>({
  variant: [undefined, { option: true }],
  /** The variant's server itself (its content folder and environment), for a journey that changes its settings. */
  variantServer: [
    async ({ variant, variantPool }, provide) => provide(variant ? await variantPool.get(variant) : undefined),
    { scope: 'test', timeout: 180_000 },
  ],
  variantPool: [
    async ({}, provide) => {
      const pool = new VariantPool();
      await provide(pool);
      await pool.stop();
    },
    { scope: 'worker' },
  ],
  // The config's consent cookie is for localhost, any port: it applies to the variant servers too.
  baseURL: [
    async ({ baseURL, variant, variantPool }, provide) =>
      provide(variant ? (await variantPool.get(variant)).url : baseURL),
    { scope: 'test', timeout: 180_000 },
  ],
});

export { expect } from '@playwright/test';
