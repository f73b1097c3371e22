/**
 * Draws the demo pictures (facades, interiors, banners) as SVG and rasterises them to WebP
 * in public/demo/. Deterministic and offline. Skips all work when public/demo/manifest.json
 * already has the current version and every file is present, unless --force is given.
 *
 *   npx tsx examples/demo-agency/generator/images.ts [--force]
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_ASPECT, CARD_WIDTHS, fileName, pool, renderScene, sizesFor, type Written } from './images/render';
import { allScenes, bannerScenes, facadeScenes, interiorScenes, type Scene } from './images/scenes';

/** Bump whenever the drawings or sizes change, so that existing outputs get rebuilt. */
const MANIFEST_VERSION = 3;
const CONCURRENCY = 3;
const SIZE_BUDGET = 120 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir = path.join(root, 'public', 'demo');
const manifestPath = path.join(outDir, 'manifest.json');

interface Manifest {
  version: number;
  facades: string[];
  interiors: string[];
  banners: string[];
  widths: number[];
  aspect: number[];
}

function buildManifest(): Manifest {
  return {
    version: MANIFEST_VERSION,
    facades: facadeScenes().map((s) => s.name),
    interiors: interiorScenes().map((s) => s.name),
    banners: bannerScenes().map((s) => s.name),
    widths: [...CARD_WIDTHS],
    aspect: [...CARD_ASPECT],
  };
}

function expectedFiles(scenes: readonly Scene[]): string[] {
  return scenes.flatMap((scene) => sizesFor(scene).map((size) => fileName(scene, size)));
}

async function isUpToDate(scenes: readonly Scene[]): Promise<boolean> {
  if (!existsSync(manifestPath)) return false;
  try {
    const current = JSON.parse(await readFile(manifestPath, 'utf8')) as Partial<Manifest>;
    if (current.version !== MANIFEST_VERSION) return false;
  } catch {
    return false;
  }
  return expectedFiles(scenes).every((file) => existsSync(path.join(outDir, file)));
}

/** Remove WebP files left over from an older scene list. */
async function removeStale(scenes: readonly Scene[]): Promise<void> {
  const keep = new Set(expectedFiles(scenes));
  const present = await readdir(outDir);
  await Promise.all(
    present.filter((f) => f.endsWith('.webp') && !keep.has(f)).map((f) => unlink(path.join(outDir, f))),
  );
}

async function main(): Promise<void> {
  const started = performance.now();
  const force = process.argv.includes('--force');
  const scenes = allScenes();
  if (!force && (await isUpToDate(scenes))) {
    console.log(
      `demo-images: public/demo is up to date (version ${MANIFEST_VERSION}); 0 files written in ${Math.round(performance.now() - started)} ms (use --force to redraw)`,
    );
    return;
  }
  await mkdir(outDir, { recursive: true });
  await removeStale(scenes);
  const results = await pool(scenes, CONCURRENCY, (scene) => renderScene(scene, outDir));
  const written: Written[] = results.flat();
  await writeFile(manifestPath, `${JSON.stringify(buildManifest(), null, 2)}\n`);
  const largest = written.filter((w) => w.width === 1360).sort((a, b) => b.bytes - a.bytes);
  const over = largest.filter((w) => w.bytes > SIZE_BUDGET);
  for (const w of over)
    console.warn(
      `demo-images: ${path.basename(w.file)} is ${Math.round(w.bytes / 1024)} KB (budget ${SIZE_BUDGET / 1024} KB)`,
    );
  const total = written.reduce((sum, w) => sum + w.bytes, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `demo-images: wrote ${written.length + 1} files (${(total / 1024 / 1024).toFixed(1)} MB) to public/demo in ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
