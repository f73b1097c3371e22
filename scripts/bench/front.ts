/**
 * The Lighthouse bench's front (decision 037): the site behind Debian's nginx configured from the
 * recipe a production server uses (deploy/nginx/vitrine.conf, scripts/lib/nginx-recipe.ts), so
 * that Lighthouse loads pages as a visitor does: over TLS and HTTP/2, one connection for the page,
 * its files and its tiles, the build's files and the tiles from nginx's cache. Without nginx on
 * this machine (NGINX_BIN, default /usr/sbin/nginx) the bench measures the site directly and says so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import path from 'node:path';
import { anyFreePort as freePort } from '../../src/db/embedded/ports';
import { deriveConfig, selfSignedCertificate, writeNginxFiles } from '../lib/nginx-recipe';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type Front = { base: string; through: 'nginx' | 'direct'; stop: () => Promise<void> };

/** nginx in front of the site on `sitePort` (its files in `dataDir/front`), or the site itself. */
export async function startFront(dataDir: string, sitePort: number): Promise<Front> {
  const direct: Front = { base: `http://localhost:${sitePort}`, through: 'direct', stop: async () => {} };
  if (!existsSync(NGINX)) {
    console.warn(`no nginx at ${NGINX}: measuring the site directly (HTTP/1.1, no TLS), not as visitors reach it`);
    return direct;
  }
  const dir = path.resolve(dataDir, 'front');
  rmSync(dir, { recursive: true, force: true });
  const certs = path.join(dir, 'tls');
  for (const sub of [certs, path.join(dir, 'tmp'), path.join(dir, 'acme')]) mkdirSync(sub, { recursive: true });
  // nginx's workers (nobody when it runs as root) read and write below it.
  chmodSync(dir, 0o755);
  selfSignedCertificate(certs, ['localhost']);
  const https = await freePort();
  const site = deriveConfig(
    readFileSync('deploy/nginx/vitrine.conf', 'utf8'),
    { certs, cache: path.join(dir, 'cache'), acme: path.join(dir, 'acme') },
    { http: await freePort(), https, upstream: [sitePort, sitePort] },
    false,
  );
  const args = writeNginxFiles(dir, path.join(dir, 'tmp'), site, false);
  const nginx: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const base = `https://localhost:${https}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (nginx.exitCode !== null) return resolve();
      nginx.once('exit', () => resolve());
      nginx.kill('SIGQUIT');
    });
  for (let i = 0; i < 50; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
    const answered = await new Promise<boolean>((resolve) => {
      get(`${base}/healthz`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      }).on('error', () => resolve(false));
    });
    if (answered) {
      // The bench's own requests (warming pages through the front) accept its certificate too.
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
      return { base, through: 'nginx', stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('nginx did not answer');
}
