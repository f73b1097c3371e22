/**
 * Films the demo banner video: the four demo banner pictures, slowly panned and cross-faded, drawn
 * on a canvas in Chromium and recorded with MediaRecorder as WebM (VP8, no sound). Offline; needs
 * the demo pictures (examples/demo-agency/generator/images.ts) and Chromium (CHROME_PATH or /usr/bin/chromium).
 * Skips the work when the file exists, unless --force is given.
 *
 *   npx tsx examples/demo-agency/generator/video.ts [--force]   → public/demo/banner-video.webm (about 10 s)
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoFile, SHARE_WIDTH } from '../../../src/domain/media/photo-file';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEMO_VIDEO = path.join(root, 'public', 'demo', 'banner-video.webm');
/** Its address on the site. */
export const DEMO_VIDEO_URL = '/demo/banner-video.webm';

const WIDTH = 1280;
const HEIGHT = 720;
const SHOT_MS = 2500; // each picture, cross-fading into the next during the last 500 ms

async function pictures(): Promise<string[]> {
  const names = ['banner-01', 'banner-02', 'banner-03', 'banner-04'];
  return Promise.all(
    names.map(
      async (name) =>
        `data:image/webp;base64,${(await readFile(path.join(root, 'public', 'demo', photoFile(name, SHARE_WIDTH)))).toString('base64')}`,
    ),
  );
}

export async function ensureDemoVideo({ force = false, chromePath = '/usr/bin/chromium' } = {}): Promise<string> {
  if (!force && existsSync(DEMO_VIDEO)) return DEMO_VIDEO;
  const sources = await pictures();
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    // tsx (esbuild, keepNames) wraps the inner functions below in __name(); give the page one.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const base64 = await page.evaluate(
      async ({ sources, width, height, shotMs }) => {
        const images = await Promise.all(
          sources.map(
            (src) =>
              new Promise<HTMLImageElement>((resolve, reject) => {
                const image = new Image();
                image.onload = () => resolve(image);
                image.onerror = reject;
                image.src = src;
              }),
          ),
        );
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        document.body.append(canvas);
        const context = canvas.getContext('2d')!;
        const draw = (image: HTMLImageElement, progress: number, alpha: number) => {
          // Cover the frame, then zoom from 100 % to 108 % while drifting sideways.
          const scale = Math.max(width / image.width, height / image.height) * (1 + 0.08 * progress);
          const w = image.width * scale;
          const h = image.height * scale;
          context.globalAlpha = alpha;
          context.drawImage(image, (width - w) / 2 - 20 * progress, (height - h) / 2, w, h);
        };
        const total = shotMs * images.length;
        const recorder = new MediaRecorder(canvas.captureStream(30), {
          mimeType: 'video/webm;codecs=vp8',
          videoBitsPerSecond: 1_200_000,
        });
        const chunks: Blob[] = [];
        recorder.ondataavailable = (event) => chunks.push(event.data);
        const stopped = new Promise((resolve) => (recorder.onstop = resolve));
        recorder.start();
        const started = performance.now();
        await new Promise<void>((resolve) => {
          const frame = () => {
            const elapsed = performance.now() - started;
            if (elapsed >= total) return resolve();
            const shot = Math.floor(elapsed / shotMs);
            const within = (elapsed % shotMs) / shotMs;
            draw(images[shot]!, within, 1);
            const fadeFrom = 1 - 500 / shotMs;
            // The last shot fades into the first, so the loop has no jump.
            if (within > fadeFrom) draw(images[(shot + 1) % images.length]!, 0, (within - fadeFrom) / (1 - fadeFrom));
            context.globalAlpha = 1;
            requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        });
        recorder.stop();
        await stopped;
        const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
        let binary = '';
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { sources, width: WIDTH, height: HEIGHT, shotMs: SHOT_MS },
    );
    await writeFile(DEMO_VIDEO, Buffer.from(base64, 'base64'));
    return DEMO_VIDEO;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  ensureDemoVideo({
    force: process.argv.includes('--force'),
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  })
    .then((file) => console.log(`demo-video: ${path.relative(root, file)} ready in ${Date.now() - started} ms`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
