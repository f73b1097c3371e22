/**
 * Production for real (issue 32): two production servers behind Debian's nginx, configured from
 * the recipe deploy/nginx/vitrine.conf as docs/deploy.md has it, on Debian's PostgreSQL and an
 * S3-compatible bucket (s3rver). Proves on this machine that:
 * - two servers started at the same moment on one empty database migrate it and apply the demo
 *   once (the advisory lock), and both serve;
 * - the recipe, with only its names, ports and paths replaced, passes `nginx -t` and serves the
 *   site over TLS: pages, http:// sent to https://, the build's files and photos kept in its cache,
 *   the site's own 413 and 414 pages, its security headers untouched;
 * - a form posted without JavaScript gets its 303; the per-address limit of forms without
 *   JavaScript holds behind the proxy, across both servers, whatever X-Forwarded-For a visitor
 *   writes (TRUSTED_PROXIES=1, nginx appends the address it saw);
 * - a visitor's photo posted to one server is stored in the bucket and read by staff through the
 *   other one;
 * - /readyz says 503, database unreachable, while PostgreSQL is stopped (/healthz still 200), and
 *   ready again once it is back, without a restart;
 * - each server writes one JSON line per request, with the address nginx saw.
 *
 *   NGINX_DATABASE_URL=postgres://postgres@127.0.0.1:55432/postgres \
 *   NGINX_PG_STOP="pg_ctl … stop" NGINX_PG_START="pg_ctl … start" npx tsx scripts/ci/behind-nginx.ts
 *
 * NGINX_DATABASE_URL: a PostgreSQL server where this script may create and drop the database
 * `vitrine_nginx`; NGINX_PG_STOP and NGINX_PG_START: shell commands that stop and start that
 * server (they return once it is stopped or accepts connections). NGINX_BIN: nginx (default
 * /usr/sbin/nginx); NGINX_RECIPE: another recipe to try (default deploy/nginx/vitrine.conf). Needs openssl, and the production build in .next (run by .ci/run after
 * `npm test`). No browser: plain HTTP(S) requests; about 30 s, most of it the servers' start.
 */
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { checks, contactFields, decode, hiddenFields, sleep, postgresControl } from './lib/checks';
import { anyFreePort as freePort } from '../../src/db/embedded/ports';
import { deriveConfig, selfSignedCertificate, writeNginxFiles, type NginxPorts } from '../lib/nginx-recipe';

const { base, stopCmd, startCmd } = postgresControl({
  url: 'NGINX_DATABASE_URL',
  stop: 'NGINX_PG_STOP',
  start: 'NGINX_PG_START',
});
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const RECIPE = path.resolve(process.env.NGINX_RECIPE ?? 'deploy/nginx/vitrine.conf');
const dbName = 'vitrine_nginx';
const url = base.replace(/\/[^/]*$/, `/${dbName}`);
const SECRET = 'nginx-test-secret-of-at-least-32-characters';
const BUCKET = 'vitrine-nginx';
const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }; // s3rver's own account
/** Addresses a visitor writes in X-Forwarded-For itself (TEST-NET-3): never the one a limit counts. */
const FAKE = (i: number) => `203.0.113.${10 + i}`;
/** Visitors this script sends straight to a server, playing the proxy (TEST-NET-1). */
const DIRECT_VISITOR = '192.0.2.77';

const { check, failures, finish } = checks('two servers behind nginx');
const t0 = Date.now();
const phases: [string, number][] = [];
let phaseStart = Date.now();
let phaseName = '';
function phase(name: string) {
  if (phaseName) phases.push([phaseName, Date.now() - phaseStart]);
  phaseName = name;
  phaseStart = Date.now();
  if (name) console.log(`\n::: ${name}`);
}

// --- HTTP(S) without a browser ------------------------------------------------------------------

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };
type Send = { method?: string; headers?: Record<string, string>; body?: Buffer };

let ca = '';
/** Requests this script sent straight to each server (port), and how many of them named a visitor. */
const direct = new Map<number, { requests: number; visitor: number }>();
const HEALTH = /^\/(healthz|readyz)\/?$/;

/**
 * One request; always to 127.0.0.1 (nginx listens there), with the Host of `address`. https:
 * checked against this run's self-signed certificate.
 */
function send(address: string, options: Send = {}): Promise<Answer> {
  const target = new URL(address);
  const secure = target.protocol === 'https:';
  const headers: Record<string, string> = { host: target.host, ...options.headers };
  if (options.body) headers['content-length'] = String(options.body.length);
  return new Promise<Answer>((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        host: '127.0.0.1',
        port: Number(target.port || (secure ? 443 : 80)),
        path: target.pathname + target.search,
        method: options.method ?? 'GET',
        headers,
        agent: false,
        ...(secure ? { ca, servername: target.hostname } : {}),
        timeout: 20_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer from ${address} within 20 s`)));
    request.on('error', reject);
    request.end(options.body);
  }).then((answer) => {
    const count = direct.get(Number(target.port));
    if (count && !HEALTH.test(target.pathname)) {
      count.requests++;
      if (headers['x-forwarded-for']) count.visitor++;
    }
    return answer;
  });
}

/** One request over HTTP/2, as browsers talk to the site (the recipe's `http2`); to nginx on 127.0.0.1. */
function sendH2(address: string, options: Send = {}): Promise<Answer & { protocol: string }> {
  const target = new URL(address);
  return new Promise((resolve, reject) => {
    const session = http2.connect(target.origin, {
      createConnection: () =>
        tls.connect({
          host: '127.0.0.1',
          port: Number(target.port),
          servername: target.hostname,
          ca,
          ALPNProtocols: ['h2'],
        }),
    });
    session.on('error', reject);
    const stream = session.request({
      ':method': options.method ?? 'GET',
      ':path': target.pathname + target.search,
      ...options.headers,
    });
    stream.setTimeout(20_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
    const chunks: Buffer[] = [];
    let headers: http2.IncomingHttpHeaders = {};
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      const body = Buffer.concat(chunks);
      const protocol = session.alpnProtocol ?? '';
      session.close();
      resolve({
        status: Number(headers[':status']),
        headers: headers as http.IncomingHttpHeaders,
        body,
        text: body.toString('utf8'),
        protocol,
      });
    });
    stream.end(options.body);
  });
}

/** A form's body as a browser without JavaScript sends it (multipart). */
async function multipart(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** A message of the site's Dutch texts, by its key, wherever it sits (messages/nl.json). */
function message(key: string): string {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    for (const [k, v] of Object.entries(node)) {
      if (k === key && typeof v === 'string') return v;
      const found = find(v);
      if (found) return found;
    }
    return undefined;
  };
  const text = find(JSON.parse(readFileSync('messages/nl.json', 'utf8')));
  if (!text) throw new Error(`no message ${key} in messages/nl.json`);
  return text;
}

// --- the pieces: database, bucket, servers, nginx -----------------------------------------------

async function recreateDatabase(create = true) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    if (create) await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
}
const dropDatabase = () => recreateDatabase(false);

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

type Server = {
  name: string;
  port: number;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Its standard output and standard error, line by line. */
  output: string[];
  errors: string[];
};

/** A stream's lines into `into`, as they come. */
function lines(stream: NodeJS.ReadableStream, into: string[], each?: (line: string) => void): void {
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const split = (rest + chunk.toString('utf8')).split('\n');
    rest = split.pop() ?? '';
    for (const line of split) {
      into.push(line);
      each?.(line);
    }
  });
  stream.on('end', () => {
    if (!rest) return;
    into.push(rest);
    each?.(rest);
  });
}

function startServer(name: string, port: number, dataDir: string, env: NodeJS.ProcessEnv): Server {
  const child = spawn(process.execPath, ['--max-old-space-size=256', 'scripts/launch.mjs', 'scripts/serve.ts'], {
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const server: Server = { name, port, origin: `http://127.0.0.1:${port}`, dataDir, child, output: [], errors: [] };
  lines(child.stdout!, server.output);
  // Errors (standard error) are shown as they come.
  lines(child.stderr!, server.errors, (line) => console.error(`[${name}] ${line}`));
  direct.set(port, { requests: 0, visitor: 0 });
  return server;
}

async function waitReady(server: Server): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (server.child.exitCode !== null)
      throw new Error(`server ${server.name} exited (${server.child.exitCode}):\n${server.output.join('\n')}`);
    const answer = await send(`${server.origin}/readyz`).catch(() => null);
    if (answer?.status === 200) return Date.now() - started;
    await sleep(300);
  }
  throw new Error(`server ${server.name} was not ready within 180 s:\n${server.output.join('\n')}`);
}

function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals, group: boolean): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(group ? -child.pid! : child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 30_000);
    // 'close': its output read to the end.
    child.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(group ? -child.pid! : child.pid!, signal);
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

// --- the run ------------------------------------------------------------------------------------

async function main() {
  const temp = mkdtempSync(path.join(tmpdir(), 'vitrine-nginx-'));
  // nginx's workers (nobody when it runs as root) write its cache and temporary files below it.
  chmodSync(temp, 0o755);
  const folder = (name: string) => {
    const dir = path.join(temp, name);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  let s3: S3rver | undefined;
  let nginx: ChildProcess | undefined;
  const servers: Server[] = [];
  let pgStopped = false;
  let nginxErrors = '';
  try {
    phase('bucket, database, certificate');
    if (!existsSync('.next/BUILD_ID')) throw new Error('no production build in .next (npm test makes it)');
    if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install nginx)`);
    s3 = new S3rver({
      address: '127.0.0.1',
      port: await freePort(),
      silent: true,
      directory: folder('s3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = await s3.run();
    const endpoint = `http://127.0.0.1:${s3Port}`;
    const bucket = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
    });
    const listBucket = async (prefix: string) =>
      (await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents?.map((o) => o.Key!) ??
      [];
    const readObject = async (key: string) =>
      Buffer.from(
        await (await bucket.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray(),
      );
    await recreateDatabase();

    const certs = folder('tls');
    selfSignedCertificate(certs, ['localhost', 'apex.localhost']);
    ca = readFileSync(path.join(certs, 'cert.pem'), 'utf8');

    const ports: NginxPorts = {
      http: await freePort(),
      https: await freePort(),
      upstream: [await freePort(), await freePort()],
    };
    const siteUrl = `https://localhost:${ports.https}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
      SESSION_SECRET: SECRET,
      SITE_URL: siteUrl,
      TRUSTED_PROXIES: '1',
      LOG_FORMAT: 'json',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      ...S3_KEYS,
      IMPORT_ALLOW_PRIVATE: '1',
    };
    for (const name of ['SMTP_URL', 'MAIL_TO_FILES', 'SYNC_URL', 'PGPORT', 'CONTENT_DIR', 'IMPORT_TOKEN'])
      delete env[name];

    phase('two servers started together on an empty database');
    const [a, b] = [
      startServer('A', ports.upstream[0], folder('data-a'), env),
      startServer('B', ports.upstream[1], folder('data-b'), env),
    ];
    servers.push(a!, b!);
    const readyIn = await Promise.all(servers.map(waitReady));
    console.log(`ready after ${readyIn.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' and ')}`);
    for (const server of servers) {
      const ready = await send(`${server.origin}/readyz`);
      check(
        ready.status === 200 && JSON.parse(ready.text).status === 'ready',
        `server ${server.name}: /readyz 200 ready (${ready.status} ${ready.text.trim()})`,
      );
    }
    const journal = (JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries;
    const [migrations] = await query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations');
    check(
      Number(migrations?.n) === journal.length,
      `drizzle.__drizzle_migrations holds ${migrations?.n} rows for the journal's ${journal.length} migrations (each applied once)`,
    );
    const installation = await query<{ demo: string; accounts: string[] }>(
      'select demo, demo_accounts as accounts from installation',
    );
    check(
      installation.length === 1 && installation[0]!.demo === 'present',
      `one installation row, demo present (${JSON.stringify(installation.map((r) => r.demo))})`,
    );
    const applied = servers.filter((s) => existsSync(path.join(s.dataDir, 'demo-accounts.txt')));
    const announced = servers.filter((s) => s.output.some((line) => line.includes('demo accounts (shown once')));
    check(
      applied.length === 1 && announced.length === 1 && applied[0] === announced[0],
      `the demo was applied by one server only (${applied.map((s) => s.name).join(', ') || 'none'})`,
    );
    const accounts = installation[0]?.accounts ?? [];
    const [users] = await query<{ n: string }>(
      'select (select count(*) from staff_user where email = any($1)) + (select count(*) from auth_user where email = any($1)) as n',
      [accounts],
    );
    check(
      accounts.length > 0 && Number(users?.n) === accounts.length,
      `the demo's ${accounts.length} accounts exist once each (${users?.n} rows)`,
    );

    phase('nginx from deploy/nginx/vitrine.conf');
    const nginxDir = temp;
    // The recipe's IPv6 lines listen on ::1 where this machine has it.
    const ipv6 =
      existsSync('/proc/net/if_inet6') &&
      readFileSync('/proc/net/if_inet6', 'utf8')
        .split('\n')
        .some((line) => line.startsWith('00000000000000000000000000000001'));
    const site = deriveConfig(
      readFileSync(RECIPE, 'utf8'),
      { certs, cache: path.join(nginxDir, 'cache'), acme: folder('acme') },
      ports,
      ipv6,
    );
    const nginxArgs = writeNginxFiles(nginxDir, folder('tmp'), site, true);
    const test = spawnSync(NGINX, ['-t', ...nginxArgs], { encoding: 'utf8' });
    check(test.status === 0, `nginx -t accepts the recipe${test.status === 0 ? '' : `: ${test.stderr}`}`);
    nginx = spawn(NGINX, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr!.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString('utf8')));
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited: ${nginxErrors}${readFileSync(path.join(nginxDir, 'error.log'), 'utf8')}`);
      if (await send(`${siteUrl}/healthz`).catch(() => null)) break;
      if (i > 50) throw new Error('nginx did not answer');
      await sleep(100);
    }

    phase('pages through nginx');
    for (const page of ['/nl/', '/fr/a-vendre/']) {
      const answer = await send(`${siteUrl}${page}`);
      check(answer.status === 200, `GET ${page} through nginx: ${answer.status}`);
    }
    const list = await send(`${siteUrl}/nl/te-koop/`);
    const property = /href="(\/nl\/te-koop\/[^"?#]+\/\d+\/)"/.exec(list.text)?.[1];
    const detail = property ? await send(`${siteUrl}${property}`) : undefined;
    check(detail?.status === 200, `a property page through nginx (${property}): ${detail?.status}`);
    const home = await send(`${siteUrl}/nl/`);
    const overH2 = await sendH2(`${siteUrl}/nl/`);
    check(overH2.status === 200 && overH2.protocol === 'h2', `over HTTP/2 too (${overH2.protocol} ${overH2.status})`);
    check(
      /max-age=\d+/.test(String(home.headers['strict-transport-security'])) &&
        /'nonce-[^']+'/.test(String(home.headers['content-security-policy'])) &&
        !/\d/.test(String(home.headers.server ?? '')),
      "the site's own headers pass through (HSTS, the CSP with its nonce), nginx's version is not told",
    );
    const plain = await send(`http://localhost:${ports.http}/nl/te-koop/?sort=price-asc`);
    check(
      plain.status === 301 && plain.headers.location === `${siteUrl}/nl/te-koop/?sort=price-asc`,
      `http:// answers 301 to https:// (${plain.status} ${plain.headers.location})`,
    );
    const bare = await send(`https://apex.localhost:${ports.https}/nl/`);
    check(
      bare.status === 301 && bare.headers.location === `${siteUrl}/nl/`,
      `the bare name answers 301 to the site's address (${bare.status} ${bare.headers.location})`,
    );
    const asset = /\/_next\/static\/[^"?]+\.(?:js|css)/.exec(home.text)?.[0];
    const photo = /\/files\/[^"?\s,]+\.(?:webp|jpg|jpeg|png)/.exec(home.text + list.text)?.[0];
    for (const [what, address] of [
      ['a build file', asset],
      ['a photo', photo],
    ] as const) {
      const first = address ? await send(`${siteUrl}${address}`) : undefined;
      const second = address ? await send(`${siteUrl}${address}`) : undefined;
      check(
        first?.status === 200 &&
          second?.status === 200 &&
          first.headers['x-cache-status'] === 'MISS' &&
          second.headers['x-cache-status'] === 'HIT' &&
          first.body.equals(second.body) &&
          /immutable/.test(String(second.headers['cache-control'])),
        `${what} (${address}) is kept in nginx's cache: ${first?.headers['x-cache-status']} then ${second?.headers['x-cache-status']}, immutable`,
      );
    }
    if (photo) {
      const stored = await readObject(decodeURIComponent(photo.slice(1)));
      const fromEach = await Promise.all(servers.map((s) => send(`${s.origin}${photo}`)));
      check(
        fromEach.every((answer) => answer.status === 200 && answer.body.equals(stored)),
        `the photo is in the bucket (files/…) and both servers serve its bytes (${fromEach.map((r) => r.status).join(', ')})`,
      );
    }
    // The map's tiles (decision 036): this machine cannot reach the demo's tile server, so the site
    // answers 503 with Retry-After and no-store, and nginx keeps none of it (the next ask tries again).
    const tileAnswers = [await send(`${siteUrl}/map-tiles/7/65/42`), await send(`${siteUrl}/map-tiles/7/65/42`)];
    check(
      tileAnswers.every(
        (a) =>
          a.status === 503 &&
          a.headers['x-cache-status'] !== 'HIT' &&
          /no-store/.test(String(a.headers['cache-control'])),
      ) && Number(tileAnswers[1]!.headers['retry-after']) > 0,
      `a tile the site cannot fetch is 503, no-store, never kept by nginx (${tileAnswers.map((a) => `${a.status} ${a.headers['x-cache-status']}`).join(', ')})`,
    );
    const long = await send(`${siteUrl}/nl/te-koop/?q=${'a'.repeat(3_900)}`);
    check(long.status === 200, `an address of 4 KB reaches the site through nginx (${long.status})`);
    const tooLong = await send(`${siteUrl}/nl/te-koop/?q=${'a'.repeat(5_000)}`);
    check(
      tooLong.status === 414 && !/nginx/i.test(tooLong.text),
      `a longer one gets the site's own 414, not nginx's (${tooLong.status})`,
    );
    const big = await send(`${siteUrl}/nl/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: siteUrl },
      body: Buffer.alloc(7 * 1024 * 1024, 'a'),
    });
    check(
      big.status === 413 && big.text.includes('<html') && !/nginx/i.test(big.text),
      `a form of 7 MB passes nginx and gets the site's own 413 page (${big.status})`,
    );

    phase('forms without JavaScript through nginx: the 303, the limit per address');
    // The limit counts in fixed windows of an hour: never across the turn of one.
    const toTurn = 3_600_000 - (Date.now() % 3_600_000);
    if (toTurn < 20_000) await sleep(toTurn + 500);
    const rateLimited = decode(message('rateLimited'));
    const outcomes: { status: number; location?: string; refused: boolean; email: string }[] = [];
    for (let i = 0; i < 4; i++) {
      // The page as a browser reads it (each reading has its own form token), read from server A
      // so that the posts alone go through nginx: they take turns, A and B.
      const page = await send(`${a!.origin}/nl/contact/`);
      const form = new FormData();
      for (const [name, value] of hiddenFields(page.text, 'id="lead-contact"')) form.append(name, value);
      const email = `nginx-${i}-${t0}@example.be`;
      for (const [name, value] of Object.entries(contactFields(email, 'Behind nginx'))) form.append(name, value);
      const { body, type } = await multipart(form);
      // The first over HTTP/2, as a browser sends it; the others over HTTP/1.1.
      const answer = await (i === 0 ? sendH2 : send)(`${siteUrl}/nl/contact/`, {
        method: 'POST',
        headers: { 'content-type': type, origin: siteUrl, 'x-forwarded-for': FAKE(i) },
        body,
      });
      outcomes.push({
        status: answer.status,
        location: answer.headers.location,
        refused: answer.status === 200 && answer.text.includes(rateLimited),
        email,
      });
    }
    console.log(`answers: ${outcomes.map((o) => `${o.status}${o.refused ? ' (refused)' : ''}`).join(', ')}`);
    check(
      outcomes[0]!.status === 303 &&
        /^\/nl\/bedankt\/[^/]+\/$/.test(new URL(outcomes[0]!.location ?? '', siteUrl).pathname),
      `the contact form without JavaScript answers 303 to its thank-you page (${outcomes[0]!.status} ${outcomes[0]!.location})`,
    );
    const stored = await query<{ email: string; n: string }>(
      'select email, count(*) as n from submissions where email = any($1) group by email',
      [outcomes.map((o) => o.email)],
    );
    const count = (email: string) => Number(stored.find((r) => r.email === email)?.n ?? 0);
    check(count(outcomes[0]!.email) === 1, 'its lead is in the database once');
    check(
      outcomes.slice(0, 3).every((o) => o.status === 303 && count(o.email) === 1),
      'three forms without JavaScript from one address in an hour are taken',
    );
    check(
      outcomes[3]!.refused && count(outcomes[3]!.email) === 0,
      `the fourth is refused with the message, though each post wrote another X-Forwarded-For (${outcomes[3]!.status})`,
    );
    const limits = await query<{ key: string }>("select key from rate_limits where key like 'nojs:%'");
    check(
      limits.length === 1 && limits[0]!.key === 'nojs:127.0.0.1',
      `one counter, for the address nginx saw (${limits.map((r) => r.key).join(', ')})`,
    );

    phase("a visitor's photo through server A, read by staff through server B");
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const before = await listBucket('uploads/');
    const testimonialPage = await send(`${a!.origin}/nl/getuigenis/`);
    const form = new FormData();
    for (const [name, value] of hiddenFields(testimonialPage.text, 'id="lead-testimonial"')) form.append(name, value);
    const author = `Nginx ${t0}`;
    for (const [name, value] of Object.entries({
      name: author,
      email: `nginx-photo-${t0}@example.be`,
      comment: 'Twee servers, één bucket.',
      website_url: '',
    }))
      form.append(name, value);
    form.append('photo', new Blob([png], { type: 'image/png' }), 'me.png');
    const testimonialBody = await multipart(form);
    // Straight to server A, this script playing the proxy: the Host and visitor nginx would pass.
    const posted = await send(`${a!.origin}/nl/getuigenis/`, {
      method: 'POST',
      headers: {
        'content-type': testimonialBody.type,
        origin: siteUrl,
        host: `localhost:${ports.https}`,
        'x-forwarded-for': DIRECT_VISITOR,
      },
      body: testimonialBody.body,
    });
    check(
      posted.status === 303 && /\/nl\/bedankt\/testimonial\/$/.test(posted.headers.location ?? ''),
      `the testimonial with its photo, posted to server A, answers 303 (${posted.status} ${posted.headers.location})`,
    );
    const added = (await listBucket('uploads/')).filter((key) => !before.includes(key));
    const [row] = await query<{ image: string | null }>('select image_url as image from testimonials where name = $1', [
      author,
    ]);
    check(
      added.length === 1 && row?.image === added[0],
      `its photo is in the bucket under uploads/ (${added.join(', ')}), the testimonial names it`,
    );
    const staff = readFileSync(path.join(applied[0]?.dataDir ?? a!.dataDir, 'demo-accounts.txt'), 'utf8')
      .split('\n')
      .map((line) => line.split('\t'))
      .find(([kind, , role]) => kind === 'staff' && role === 'admin');
    if (!staff || !added[0]) throw new Error('no demo admin account or no upload to read');
    const uploadPath = `/api/admin/uploads/${added[0].slice('uploads/'.length)}`;
    const anonymous = await send(`${b!.origin}${uploadPath}`);
    check(anonymous.status === 404, `without a session, server B does not show it (${anonymous.status})`);
    const loginPage = await send(`${b!.origin}/admin/login/`);
    const login = new FormData();
    for (const [name, value] of hiddenFields(loginPage.text, 'name="password"')) login.append(name, value);
    login.append('email', staff[1]!);
    login.append('password', staff[3]!);
    const loginBody = await multipart(login);
    const signedIn = await send(`${b!.origin}/admin/login/`, {
      method: 'POST',
      headers: {
        'content-type': loginBody.type,
        origin: siteUrl,
        host: `localhost:${ports.https}`,
        'x-forwarded-for': DIRECT_VISITOR,
      },
      body: loginBody.body,
    });
    const session = cookiesOf(signedIn);
    check(
      signedIn.status === 303 && /\/admin\/$/.test(signedIn.headers.location ?? '') && session !== '',
      `a staff member signs in on server B (${signedIn.status} ${signedIn.headers.location})`,
    );
    const upload = await send(`${b!.origin}${uploadPath}`, { headers: { cookie: session } });
    const inBucket = await readObject(added[0]);
    check(
      upload.status === 200 && upload.body.equals(inBucket) && upload.headers['content-type'] === 'image/webp',
      `server B serves the photo server A stored, the bucket's bytes (${upload.status}, ${upload.body.length} bytes)`,
    );

    phase('readiness while PostgreSQL stops and starts again');
    const probe = async (origin: string, name: 'readyz' | 'healthz') => {
      const answer = await send(`${origin}/${name}`).catch(() => null);
      let body: { status?: string; checks?: Record<string, string> } = {};
      try {
        body = JSON.parse(answer?.text ?? '{}') as typeof body;
      } catch {
        /* not JSON */
      }
      return { status: answer?.status ?? 0, body, text: answer?.text.trim() ?? '' };
    };
    const throughNginx = await probe(siteUrl, 'readyz');
    check(
      throughNginx.status === 200 && throughNginx.body.status === 'ready',
      `/readyz through nginx: ${throughNginx.status} ${throughNginx.text}`,
    );
    for (const server of servers) {
      const ready = await probe(server.origin, 'readyz');
      check(
        ready.status === 200 && ready.body.status === 'ready',
        `/readyz on server ${server.name}: ${ready.status} ${ready.body.status}`,
      );
    }
    execSync(stopCmd!, { stdio: 'inherit' });
    pgStopped = true;
    const stoppedAt = Date.now();
    for (const server of servers) {
      let down = await probe(server.origin, 'readyz');
      // Each answer is shared for a second, each check has 2 s.
      while (down.status !== 503 && Date.now() - stoppedAt < 10_000) {
        await sleep(250);
        down = await probe(server.origin, 'readyz');
      }
      check(
        down.status === 503 && down.body.checks?.database === 'unreachable',
        `PostgreSQL stopped: /readyz on server ${server.name} answers 503, database unreachable (${down.status} ${down.text})`,
      );
      const alive = await probe(server.origin, 'healthz');
      check(
        alive.status === 200 && alive.body.status === 'ok',
        `and its /healthz still 200 (${alive.status} ${alive.text})`,
      );
    }
    const downThroughNginx = await probe(siteUrl, 'readyz');
    check(
      downThroughNginx.status === 503 && downThroughNginx.body.checks?.database === 'unreachable',
      `through nginx too: the site's own 503, not nginx's (${downThroughNginx.status})`,
    );
    execSync(startCmd!, { stdio: 'inherit' });
    pgStopped = false;
    const startedAt = Date.now();
    const back = await Promise.all(
      servers.map(async (server) => {
        for (;;) {
          const ready = await probe(server.origin, 'readyz');
          if ((ready.status === 200 && ready.body.status === 'ready') || Date.now() - startedAt > 15_000)
            return { ready, ms: Date.now() - startedAt };
          await sleep(250);
        }
      }),
    );
    servers.forEach((server, i) =>
      check(
        back[i]!.ready.status === 200 && back[i]!.ready.body.status === 'ready',
        `PostgreSQL back: /readyz on server ${server.name} is 200 ready after ${(back[i]!.ms / 1000).toFixed(1)} s, without a restart`,
      ),
    );
    const after = await send(`${siteUrl}/fr/a-vendre/?after=outage`);
    check(after.status === 200, `a page through nginx answers 200 again (${after.status})`);

    phase('the JSON log');
    await sleep(300);
    // What nginx sent to each server (its access log; health probes are left out of both logs).
    await stopProcess(nginx, 'SIGQUIT', false);
    const routed = new Map<number, { requests: number; forms: number }>(
      ports.upstream.map((p) => [p, { requests: 0, forms: 0 }]),
    );
    for (const line of readFileSync(path.join(nginxDir, 'access.log'), 'utf8').split('\n').filter(Boolean)) {
      const [upstreams = '', status, method, uri] = line.split('|');
      for (const upstream of upstreams.split(/,\s*/)) {
        const entry = routed.get(Number(/:(\d+)$/.exec(upstream)?.[1]));
        if (!entry) continue;
        entry.requests++;
        // The four posts of the limit (not the 7 MB one, refused before it is read).
        if (method === 'POST' && uri === '/nl/contact/' && status !== '413') entry.forms++;
      }
    }
    await Promise.all(servers.map((server) => stopProcess(server.child, 'SIGTERM', true)));
    const fakes = new Set([0, 1, 2, 3].map(FAKE));
    let posts = 0;
    for (const server of servers) {
      const json = (stream: string[]) => {
        const objects = stream.filter((line) => line.startsWith('{'));
        const parsed = objects.flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>];
          } catch {
            return [];
          }
        });
        return { objects, parsed };
      };
      const [out, err] = [json(server.output), json(server.errors)];
      const parsed = [...out.parsed, ...err.parsed];
      check(
        out.parsed.length === out.objects.length &&
          err.parsed.length === err.objects.length &&
          parsed.every((l) => l.level && l.time && l.msg),
        `server ${server.name}: every line of its log that starts with { is one JSON object with level, time, msg (${out.objects.length} on standard output, ${err.objects.length} on standard error)`,
      );
      check(
        out.parsed.every((l) => l.level !== 'error') && err.parsed.every((l) => l.level === 'error'),
        `server ${server.name}: errors on standard error, the rest on standard output`,
      );
      const requests = parsed.filter((l) => l.msg === 'request');
      const viaNginx = routed.get(server.port)!;
      const mine = direct.get(server.port)!;
      check(
        requests.length === viaNginx.requests + mine.requests,
        `server ${server.name}: one line per request (${requests.length} lines; ${viaNginx.requests} requests from nginx, ${mine.requests} straight)`,
      );
      const fromNginx = requests.filter((l) => l.client === '127.0.0.1').length;
      check(
        fromNginx === viaNginx.requests + mine.requests - mine.visitor &&
          requests.filter((l) => l.client === DIRECT_VISITOR).length === mine.visitor &&
          requests.every((l) => !fakes.has(String(l.client))),
        `server ${server.name}: requests through nginx are logged with "client":"127.0.0.1", the address nginx saw, never a written X-Forwarded-For`,
      );
      const forms = requests.filter((l) => l.method === 'POST' && l.path === '/nl/contact/' && l.status !== 413);
      posts += forms.length;
      check(
        viaNginx.forms > 0 && forms.length === viaNginx.forms && forms.every((l) => l.client === '127.0.0.1'),
        `server ${server.name}: ${forms.length} of the four form posts reached it, from 127.0.0.1 (so the limit held across both servers)`,
      );
      check(
        !requests.some((l) => /[?@]/.test(String(l.path))),
        `server ${server.name}: no query and no e-mail address in a logged path`,
      );
    }
    check(posts === 4, `the four form posts are logged once each (${posts})`);
  } finally {
    phase('');
    if (pgStopped) execSync(startCmd!, { stdio: 'inherit' });
    await stopProcess(nginx, 'SIGQUIT', false);
    await Promise.all(servers.map((server) => stopProcess(server.child, 'SIGTERM', true)));
    await s3?.close().catch(() => undefined);
    if (nginxErrors.trim()) console.log(`nginx said:\n${nginxErrors}`);
    const errorLog = path.join(temp, 'error.log');
    if (failures.length && existsSync(errorLog)) console.log(`nginx's error log:\n${readFileSync(errorLog, 'utf8')}`);
    await dropDatabase().catch(() => undefined);
    rmSync(temp, { recursive: true, force: true });
  }
  console.log('\n::: phase times');
  for (const [name, ms] of phases) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  console.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  in all`);
  finish();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
