import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Site } from '@/domain/content/schema';
import { fileContent, setLiveContent } from '@/lib/content/load';
import { storeBrandImage } from '@/lib/files/brand-image';
import * as favicon from '@/app/favicon.ico/route';
import * as icons from '@/app/icons/[file]/route';
import * as manifest from '@/app/manifest.webmanifest/route';

/**
 * The icons and the manifest through their routes, from the settings the site answers with: an
 * uploaded icon, else the logo, else the agency's initials on its colour; a change is drawn again.
 */
function publish(edit: (site: Site) => void): void {
  const files = fileContent();
  const site = structuredClone(files.site);
  edit(site);
  setLiveContent({ ...files, site });
}

const icon = (file: string, v?: string) =>
  icons.GET(new Request(`http://localhost/icons/${file}${v ? `?v=${v}` : ''}`), { params: Promise.resolve({ file }) });

async function pixel(
  response: Response,
  x: number,
  y: number,
): Promise<{ r: number; g: number; b: number; alpha: number; width: number }> {
  const image = sharp(Buffer.from(await response.arrayBuffer()));
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]!, alpha: data[at + 3]!, width: info.width };
}

const square = (colour: string) =>
  sharp({ create: { width: 256, height: 256, channels: 4, background: colour } })
    .png()
    .toBuffer();

describe('the icons drawn from the brand', () => {
  it('draws the favicon, the apple-touch and manifest icons from an uploaded icon, and names the agency in the manifest', async () => {
    const red = await storeBrandImage(await square('#ff0000'), 'icon');
    publish((site) => {
      site.agency.name = 'Agence Exemple';
      site.brand.colors.primary = '#123456';
      site.brand.icon = red;
    });
    const response = await icon('icon-192.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await pixel(response, 96, 96)).toEqual({ r: 255, g: 0, b: 0, alpha: 255, width: 192 });
    expect(await pixel(await icon('apple-touch-icon.png'), 90, 90)).toMatchObject({ r: 255, g: 0, b: 0, width: 180 });

    const ico = await favicon.GET();
    expect(ico.headers.get('content-type')).toBe('image/x-icon');
    const bytes = new Uint8Array(await ico.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect([view.getUint16(2, true), view.getUint16(4, true), bytes[6], bytes[22], bytes[38]]).toEqual([
      1, 3, 16, 32, 48,
    ]);
    const first = bytes.subarray(
      view.getUint32(6 + 12, true),
      view.getUint32(6 + 12, true) + view.getUint32(6 + 8, true),
    );
    expect(await pixel(new Response(first), 8, 8)).toMatchObject({ r: 255, g: 0, b: 0, width: 16 });

    const body = (await manifest.GET().json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(body.name).toBe('Agence Exemple');
    expect(body.theme_color).toBe('#123456');
    const version = /\?v=([0-9a-f]{12})$/.exec(body.icons[0]!.src)![1]!;
    expect(body.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    expect((await icon('icon-512.png', version)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('draws a new icon once the settings change, from the logo when there is no icon', async () => {
    const blueLogo = await storeBrandImage(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0000ff"/></svg>',
      ),
      'logo',
    );
    publish((site) => {
      site.brand.logo = blueLogo;
      delete site.brand.icon;
    });
    expect(await pixel(await icon('icon-32.png'), 16, 16)).toMatchObject({ r: 0, g: 0, b: 255, alpha: 255, width: 32 });
  });

  it("draws the agency's initials on its primary colour when it has neither icon nor logo", async () => {
    publish((site) => {
      site.agency.name = 'Agence Exemple';
      site.brand.colors.primary = '#123456';
      delete site.brand.icon;
      delete site.brand.logo;
    });
    const response = await icon('icon-512.png');
    expect(await pixel(response.clone(), 100, 100)).toMatchObject({
      r: 0x12,
      g: 0x34,
      b: 0x56,
      alpha: 255,
      width: 512,
    });
    // The letters are drawn in white across the middle.
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let white = 0;
    for (let x = 0; x < info.width; x++) {
      const at = (256 * info.width + x) * info.channels;
      if (data[at]! > 240 && data[at + 1]! > 240 && data[at + 2]! > 240) white++;
    }
    expect(white).toBeGreaterThan(20);
  });

  it('answers a 404 for a file it does not draw', async () => {
    expect((await icon('secret.png')).status).toBe(404);
  });
});
