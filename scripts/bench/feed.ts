/**
 * `npm run bench:feed [-- --properties=2000] [--photos=10] [--port=3408]`: a feed of generated
 * properties with `photos` distinct JPEG photos each (1600 × 1200, about the size agency software
 * sends), served by a local HTTP server of this script, pushed to the production build with its
 * own data folder (.data-bench-feed, made anew). Measures the time to apply the records (the
 * import's answer), the time until every photo is the site's own, the photos per second, and the
 * memory peak of the site; written to docs/benchmarks.md. Only 127.0.0.1 is ever a target.
 */
import { createServer } from 'node:http';
import { readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { stopEmbedded } from '../../src/db/embedded/server';
import { treeMegabytes } from './process-memory';
import { argValue, ensureBuild, startServer, writeSection } from './server';

const count = Number(argValue('properties') ?? 2_000);
const perProperty = Number(argValue('photos') ?? 10);
const port = Number(argValue('port') ?? 3408);
const dataDir = '.data-bench-feed';
const TOKEN = 'bench-feed-import-token-of-24-characters';

/**
 * A drawn demo photo as a 1600 × 1200 JPEG, served with the photo's number in a JPEG comment: no
 * two addresses give the same file (the site stores a file once per content), at no encoding cost
 * here. (Run `npm start` or the demo images once: public/demo.)
 */
async function photoServer(): Promise<{
  origin: string;
  close: () => void;
  served: () => number;
  bytes: () => number;
}> {
  const drawn =
    readdirSync('public/demo').find((f) => /^facade-.*-1360\.webp$/.test(f)) ??
    readdirSync('public/demo').find((f) => f.endsWith('-1360.webp'));
  if (!drawn) throw new Error('no demo photo in public/demo: run npm run images first');
  const base = await sharp(`public/demo/${drawn}`)
    .resize(1600, 1200, { fit: 'cover' })
    .jpeg({ quality: 85 })
    .toBuffer();
  let served = 0;
  let bytes = 0;
  const server = createServer((request, response) => {
    const n = Number(request.url?.match(/^\/p\/(\d+)\.jpg$/)?.[1] ?? NaN);
    if (!Number.isInteger(n)) {
      response.writeHead(404).end();
      return;
    }
    const note = Buffer.from(`bench photo ${n}`);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (note.length + 2) >> 8, (note.length + 2) & 0xff]), note]);
    const body = Buffer.concat([base.subarray(0, 2), comment, base.subarray(2)]);
    served++;
    bytes += body.length;
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => server.close(),
    served: () => served,
    bytes: () => bytes,
  };
}

function feed(origin: string) {
  return {
    properties: Array.from({ length: count }, (_, i) => ({
      id: 3_000_000 + i,
      goal: i % 3 ? 'sale' : 'rent',
      type: 1 + (i % 4),
      price: i % 3 ? 150_000 + i * 37 : 600 + (i % 900),
      address: { street: 'Feedstraat', houseNumber: String(1 + i), zip: '9800', city: 'Deinze' },
      location: { lat: 50.98 + (i % 100) / 2000, lng: 3.53 + (i % 77) / 2000 },
      bedrooms: 1 + (i % 4),
      surfaces: { living: 60 + (i % 140), garden: i % 5 ? 0 : 120 },
      energy: { epc: 100 + (i % 300) },
      texts: {
        nl: { title: `Benchwoning ${i}`, description: 'Een woning uit de feed-benchmark. '.repeat(8) },
        fr: { title: `Maison de banc ${i}` },
      },
      photos: Array.from({ length: perProperty }, (_, p) => ({ url: `${origin}/p/${i * perProperty + p}.jpg` })),
    })),
  };
}

async function main(): Promise<void> {
  ensureBuild(process.argv.includes('--build'));
  await stopEmbedded(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
  const photos = await photoServer();
  const server = await startServer(port, dataDir, { IMPORT_TOKEN: TOKEN, IMPORT_ALLOW_PRIVATE: '1' });
  let peak = treeMegabytes(server.pid, 'rss');
  const sampler = setInterval(() => (peak = Math.max(peak, treeMegabytes(server.pid, 'rss'))), 250);
  try {
    const body = JSON.stringify(feed(photos.origin));
    const t0 = performance.now();
    const response = await fetch(`${server.base}/api/import/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body,
    });
    const answer = (await response.json()) as { created?: number[]; filesQueued?: number; errors?: string[] };
    const applied = (performance.now() - t0) / 1000;
    if (!response.ok) throw new Error(`import refused: ${(answer.errors ?? []).slice(0, 5).join('; ')}`);
    // Said at once: a long run cut short still tells how long the records took.
    console.log(
      `records applied in ${applied.toFixed(1)} s: ${answer.created?.length ?? 0} created, ${answer.filesQueued ?? 0} files queued`,
    );
    let status = { pending: 1, ready: 0, failed: [] as string[] };
    while (status.pending > 0) {
      await new Promise((r) => setTimeout(r, 1_000));
      status = (await (
        await fetch(`${server.base}/api/import/status/`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).json()) as typeof status;
      const elapsed = (performance.now() - t0) / 1000 - applied;
      process.stdout.write(
        `\rphotos: ${status.ready}/${answer.filesQueued ?? 0} in ${elapsed.toFixed(0)} s (${(status.ready / Math.max(1, elapsed)).toFixed(1)} a second)   `,
      );
    }
    const ready = (performance.now() - t0) / 1000;
    const repeat0 = performance.now();
    const again = (await (
      await fetch(`${server.base}/api/import/`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body })
    ).json()) as { unchanged?: number[]; filesQueued?: number };
    const repeat = (performance.now() - repeat0) / 1000;
    const total = count * perProperty;
    const text = [
      '## Feed',
      '',
      `${new Date().toISOString().slice(0, 10)}, \`npm run bench:feed -- --properties=${count} --photos=${perProperty}\`: ${count.toLocaleString('nl-BE')} properties with ${perProperty} distinct JPEG photos each ` +
        `(a drawn demo photo as a 1600 × 1200 JPEG, ${Math.round(photos.bytes() / Math.max(1, photos.served()) / 1024)} KB on average) from a local server, pushed to the production build on the embedded PostgreSQL.`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| records applied (the import's answer) | ${applied.toFixed(1)} s |`,
      `| every photo the site's own (fetched, checked, 4 WebP widths) | ${ready.toFixed(1)} s |`,
      `| photos per second | ${(total / Math.max(0.001, ready - applied)).toFixed(1)} |`,
      `| photos failed | ${status.failed.length} |`,
      `| the same feed again (nothing written, nothing fetched) | ${repeat.toFixed(1)} s, ${again.unchanged?.length ?? 0} unchanged, ${again.filesQueued ?? 0} files queued |`,
      `| memory peak of the site (supervisor and Next.js, resident) | ${peak} MB |`,
    ].join('\n');
    console.log(`\n\n${text}\n\nwritten to ${writeSection('feed', text)}`);
  } finally {
    clearInterval(sampler);
    await server.stop();
    photos.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
