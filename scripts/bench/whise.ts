/**
 * `npm run bench:whise [-- --estates=500] [--photos=15] [--port=3409] [--wait-photos]`: an office
 * of `estates` Whise-shaped listings (the fake Whise of the tests, src/test/fakes/whise-api.ts,
 * answering in Whise's shapes and pages) with `photos` distinct photos each, kept in step by the
 * production build with its own data folder (.data-bench-whise, made anew). Measures the first
 * sync (`npm run sync -- --whise --full`: Whise read in three languages, the records applied, the
 * photos queued), the same sync again with nothing changed, and the memory peaks of the site and of
 * the command; with --wait-photos also the time until every
 * photo is the site's own. Written to docs/benchmarks.md. Only 127.0.0.1 is ever a target.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { stopEmbedded } from '../../src/db/embedded/server';
import { FAKE_WHISE_USER, startFakeWhise } from '../../src/test/fakes/whise-api';
import { treeMegabytes } from './process-memory';
import { argValue, ensureBuild, startServer, writeSection } from './server';

const count = Number(argValue('estates') ?? 500);
const perEstate = Number(argValue('photos') ?? 15);
const port = Number(argValue('port') ?? 3409);
const waitPhotos = process.argv.includes('--wait-photos');
const dataDir = '.data-bench-whise';
const TOKEN = 'bench-whise-import-token-of-24-chars';

/** One drawn demo photo as a 1600 × 1200 JPEG, made distinct per address by a JPEG comment. */
async function photoServer(): Promise<{ origin: string; close: () => void }> {
  const drawn = readdirSync('public/demo').find((f) => f.endsWith('-1360.webp'));
  if (!drawn) throw new Error('no demo photo in public/demo: run npm run images first');
  const base = await sharp(`public/demo/${drawn}`)
    .resize(1600, 1200, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const server = createServer((request, response) => {
    const note = Buffer.from(`bench ${request.url ?? ''}`);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (note.length + 2) >> 8, (note.length + 2) & 0xff]), note]);
    const body = Buffer.concat([base.subarray(0, 2), comment, base.subarray(2)]);
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => server.close() };
}

async function main(): Promise<void> {
  ensureBuild(process.argv.includes('--build'));
  await stopEmbedded(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const photos = await photoServer();
  const whise = await startFakeWhise();
  // The office: the fake's house, `count` times, each with its own id, address and photos.
  const [template] = whise.estates;
  whise.estates = Array.from({ length: count }, (_, i) => ({
    ...template,
    id: 4_200_000 + i,
    referenceNumber: `B-${i}`,
    number: String(1 + i),
    price: 250_000 + i * 113,
    pictures: Array.from({ length: perEstate }, (_, p) => ({
      id: (4_200_000 + i) * 100 + p,
      ...(p ? { order: p } : {}),
      urlSmall: `${photos.origin}/200/${i}-${p}.jpg`,
      urlLarge: `${photos.origin}/640/${i}-${p}.jpg`,
      urlXXL: `${photos.origin}/1600/${i}-${p}.jpg`,
    })),
  }));
  const settings = {
    IMPORT_TOKEN: TOKEN,
    IMPORT_ALLOW_PRIVATE: '1',
    WHISE_USERNAME: FAKE_WHISE_USER.username,
    WHISE_PASSWORD: FAKE_WHISE_USER.password,
    WHISE_CLIENT_ID: String(FAKE_WHISE_USER.clientId),
    WHISE_API_URL: whise.url,
    SYNC_EVERY: '7d',
  };
  const server = await startServer(port, dataDir, settings);
  let peak = treeMegabytes(server.pid, 'rss');
  let commandPeak = 0;
  let command: number | undefined;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeMegabytes(server.pid, 'rss'));
    if (command) commandPeak = Math.max(commandPeak, treeMegabytes(command, 'rss'));
  }, 250);
  /** `npm run sync -- --whise --full` on the site's database, in its own process; its counts from its line. */
  const run = async () => {
    for (;;) {
      const t0 = performance.now();
      const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sync.ts', '--whise', '--full'], {
        env: { ...process.env, ...settings, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      command = child.pid;
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await new Promise((resolve) => child.on('exit', resolve));
      command = undefined;
      // The schedule's own first run may be under way: wait for it.
      if (output.includes('a run is already under way')) {
        await new Promise((r) => setTimeout(r, 1_000));
        continue;
      }
      const counts = /properties (\d+) new, \d+ changed, \d+ withdrawn, (\d+) unchanged;.*?(\d+) files queued/.exec(
        output,
      );
      if (!counts) throw new Error(`the run failed: ${output}`);
      return {
        seconds: (performance.now() - t0) / 1000,
        summary: { created: Number(counts[1]), unchanged: Number(counts[2]), filesQueued: Number(counts[3]) },
      };
    }
  };
  try {
    const first = await run();
    console.log(
      `first sync: ${first.seconds.toFixed(1)} s, ${first.summary.created} created, ${first.summary.filesQueued} files queued`,
    );
    let photosReady: number | null = null;
    if (waitPhotos) {
      const t0 = performance.now();
      for (let pending = 1; pending > 0;) {
        await new Promise((r) => setTimeout(r, 2_000));
        const status = (await (
          await fetch(`${server.base}/api/import/status/`, { headers: { authorization: `Bearer ${TOKEN}` } })
        ).json()) as { pending: number; ready: number };
        pending = status.pending;
        process.stdout.write(`\rphotos: ${status.ready} ready, ${pending} pending   `);
      }
      photosReady = (performance.now() - t0) / 1000;
    }
    const again = await run();
    const text = [
      '## Whise',
      '',
      `${new Date().toISOString().slice(0, 10)}, \`npm run bench:whise -- --estates=${count} --photos=${perEstate}\`: an office of ${count} Whise listings with ${perEstate} photos each, ` +
        'read from the fake Whise of the tests (its pages of 100, three languages) by the production build on the embedded PostgreSQL.',
      '',
      '| measure | value |',
      '|---|---:|',
      `| first sync (Whise read, ${first.summary.created} listings applied, ${first.summary.filesQueued} photos queued) | ${first.seconds.toFixed(1)} s |`,
      ...(photosReady === null ? [] : [`| every photo the site's own after that | ${photosReady.toFixed(1)} s |`]),
      `| the same sync again (${again.summary.unchanged} unchanged, ${again.summary.filesQueued} files queued) | ${again.seconds.toFixed(1)} s |`,
      `| memory peak of the site (its one process and its database, resident) | ${peak} MB |`,
      `| memory peak of the sync command (its own process) | ${commandPeak} MB |`,
    ].join('\n');
    console.log(`\n${text}\n\nwritten to ${writeSection('whise', text)}`);
  } finally {
    clearInterval(sampler);
    await server.stop();
    await whise.close();
    photos.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
