/**
 * The Chromium a Lighthouse benchmark drives (lighthouse.ts, lighthouse-why.ts): the same flags for
 * both, and the map's tile server answered on this machine.
 *
 * This machine has no internet: every OpenStreetMap tile the map view asks for failed, Chromium
 * logged each failure, and Lighthouse took best practices to 96 for a failure a visitor never sees.
 * The tile server's host (read from the demo agency's `map.tileUrl`, never written here) is sent to
 * a local HTTPS server that answers every tile with one generated picture of a real tile's weight
 * (23 KB; OpenStreetMap's weigh 10 to 25 KB), so the map view loads what it would load online.
 * It speaks HTTP/2, as OpenStreetMap's tile servers do (behind their CDN): Lighthouse's simulation
 * opens up to six connections, each with its own handshake, for an HTTP/1.1 host, and one for an
 * HTTP/2 host.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import sharp from 'sharp';

/** The Chromium of this machine (Debian's), or CHROME_PATH. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export type BenchChrome = { port: number; tileHost: string | null; kill: () => Promise<void> };

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-extensions',
];

/** The host of the demo agency's map tiles (`https://tile.example/{z}/{x}/{y}.png` → `tile.example`). */
export function tileHost(siteJson = 'examples/demo-agency/content/site.json'): string | null {
  const site = JSON.parse(readFileSync(siteJson, 'utf8')) as { map?: { tileUrl?: string } };
  const url = site.map?.tileUrl;
  if (!url) return null;
  return new URL(url.replace(/\{[^}]+\}/g, '0')).hostname;
}

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

/** A self-signed certificate for `host` in `dir` (made once; Chromium is told to accept it). */
function certificate(dir: string, host: string): { key: Buffer; cert: Buffer } {
  mkdirSync(dir, { recursive: true });
  const key = path.join(dir, 'tiles-key.pem');
  const cert = path.join(dir, 'tiles-cert.pem');
  if (!existsSync(key) || !existsSync(cert))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-subj',
        `/CN=${host}`,
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

async function startTiles(dir: string, host: string): Promise<{ server: Http2SecureServer; port: number }> {
  const picture = await tilePicture();
  const server = createSecureServer({ ...certificate(dir, host), allowHTTP1: true }, (request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': picture.length,
      'cache-control': 'max-age=86400',
      'access-control-allow-origin': '*',
    });
    response.end(picture);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Chromium with the bench's flags; the map tiles answered locally (`dataDir` keeps the certificate). */
export async function launchBenchChrome(dataDir: string): Promise<BenchChrome> {
  const host = tileHost();
  const tiles = host ? await startTiles(dataDir, host) : null;
  const flags = tiles
    ? [...FLAGS, `--host-resolver-rules=MAP ${host} 127.0.0.1:${tiles.port}`, '--ignore-certificate-errors']
    : FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  return {
    port: chrome.port,
    tileHost: host,
    kill: async () => {
      await chrome.kill();
      await new Promise((resolve) => (tiles ? tiles.server.close(resolve) : resolve(undefined)));
    },
  };
}
