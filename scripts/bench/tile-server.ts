/**
 * The map's tile server of a Lighthouse benchmark (lighthouse.ts, lighthouse-why.ts), on this
 * machine: this one has no internet, and the site fetches its tiles itself (decision 036).
 *
 * The bench's data folder gets the demo agency's content with one change: its tile template names
 * this server (`http://127.0.0.1:PORT/{z}/{x}/{y}.png`, a tile server on the agency's own network,
 * IMPORT_ALLOW_PRIVATE=1), imported as an agency's web agency would (`npm run content -- import`).
 * Every tile is one generated picture of a real tile's weight (23 KB; OpenStreetMap's weigh 10 to
 * 25 KB), so the map view loads what it would load online; what Lighthouse measures is the
 * browser and the site, which answers tiles from its own address as it would online.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';

/** One 256 × 256 PNG tile: soft shapes and noise, so that it weighs what a map tile weighs. */
async function tilePicture(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 32,
      height: 32,
      channels: 3,
      background: '#e8e4da',
      noise: { type: 'gaussian', mean: 200, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).resize(256, 256, { kernel: 'cubic' }).png({ palette: true, colours: 16 }).toBuffer();
}

/** The tile server on `port` (closed by `close`). */
export async function startTileServer(port: number): Promise<{ close: () => Promise<void> }> {
  const picture = await tilePicture();
  const server: Server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'image/png', 'content-length': picture.length }).end(picture);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The demo agency's content with its tiles from the tile server on `port`, published into the
 * prepared data folder `dataDir`; the environment the site then starts with. The tiles it keeps
 * stay from one run to the next, as a site's do; `warm` (server.ts) fetches a page's first ones.
 */
export function contentWithLocalTiles(dataDir: string, port: number): Record<string, string> {
  const contentDir = path.resolve(dataDir, 'content-bench');
  rmSync(contentDir, { recursive: true, force: true });
  cpSync('examples/demo-agency/content', contentDir, { recursive: true });
  const sitePath = path.join(contentDir, 'site.json');
  const site = JSON.parse(readFileSync(sitePath, 'utf8')) as { map: { tileUrl: string } };
  site.map.tileUrl = `http://127.0.0.1:${port}/{z}/{x}/{y}.png`;
  writeFileSync(sitePath, `${JSON.stringify(site, null, 2)}\n`);
  const env = { CONTENT_DIR: contentDir, IMPORT_ALLOW_PRIVATE: '1' };
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', 'import', contentDir], {
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1', ...env },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`content import failed:\n${imported.stdout}${imported.stderr}`);
  return env;
}
