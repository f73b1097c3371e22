import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ICON_FILES, icoFile, initialsIconSvg, type IconFile } from '@/domain/brand/icon-files';
import { storedImage } from '@/domain/content/brand-schema';
import type { Site } from '@/domain/content/schema';
import { content } from '@/lib/content/load';
import { readBrandImage } from '@/lib/files/brand-image';

/**
 * The favicon, the apple-touch icon and the web manifest's icons, drawn from the agency's settings
 * (issue 29): its icon, else its logo, else its initials on its primary colour. Drawn once per
 * version of those settings on each server; the pages name them with that version (`?v=`), so a
 * browser keeps them until the brand changes.
 */
const TILE = '#ffffff';

/** What the icons are drawn from: it changes when the icon, the logo, the name or the colour does. */
export function iconVersion(site: Site = content().site): string {
  const { brand, agency } = site;
  const from = [storedImage(brand.icon)?.url, storedImage(brand.logo)?.url, brand.colors.primary, agency.name];
  return createHash('sha256').update(JSON.stringify(from)).digest('hex').slice(0, 12);
}

async function sourceImage(site: Site): Promise<Buffer | null> {
  for (const image of [storedImage(site.brand.icon), storedImage(site.brand.logo)]) {
    if (!image) continue;
    const stored = await readBrandImage(image.url);
    if (stored) return stored.bytes;
  }
  return null;
}

/** One square PNG of `size` pixels. */
async function drawn(
  site: Site,
  source: Buffer | null,
  size: number,
  opaque: boolean,
  maskable: boolean,
): Promise<Buffer> {
  if (!source)
    return sharp(Buffer.from(initialsIconSvg(site.agency.name, site.brand.colors.primary, size)))
      .png()
      .toBuffer();
  const inner = maskable ? Math.round(size * 0.8) : size;
  // An SVG is rasterized at the density its drawn size needs, not scaled up from 72 dpi.
  const meta = await sharp(source).metadata();
  const density =
    meta.format === 'svg'
      ? Math.min(2400, Math.max(72, Math.ceil((72 * inner) / Math.min(meta.width || inner, meta.height || inner))))
      : undefined;
  const image = await sharp(source, density ? { density } : {})
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const background = opaque ? TILE : { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: image, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function render(site: Site, name: IconFile): Promise<Uint8Array> {
  const spec: { sizes: readonly number[]; format: 'ico' | 'png'; maskable?: boolean; opaque?: boolean } =
    ICON_FILES[name];
  const source = await sourceImage(site);
  const pngs = await Promise.all(
    spec.sizes.map(async (size) => ({
      size,
      png: await drawn(site, source, size, Boolean(spec.opaque), Boolean(spec.maskable)),
    })),
  );
  return spec.format === 'ico' ? icoFile(pngs) : new Uint8Array(pngs[0]!.png);
}

const drawnIcons = globalThis as typeof globalThis & {
  __vitrineIcons?: { version: string; files: Map<IconFile, Promise<Uint8Array>> };
};

/** An icon file of the current settings and their version; drawn at its first request after a change. */
async function iconFile(name: IconFile): Promise<{ body: Uint8Array; version: string }> {
  const site = content().site;
  const version = iconVersion(site);
  if (drawnIcons.__vitrineIcons?.version !== version) drawnIcons.__vitrineIcons = { version, files: new Map() };
  const files = drawnIcons.__vitrineIcons.files;
  let body = files.get(name);
  if (!body) {
    body = render(site, name);
    files.set(name, body);
    body.catch(() => files.delete(name));
  }
  return { body: await body, version };
}

/**
 * The answer for an icon file. Asked with the current version (`?v=`, as the pages name them) it
 * is kept a year; without, or with an older one, an hour.
 */
export async function iconResponse(file: IconFile, asked: string | null): Promise<Response> {
  const { body, version } = await iconFile(file);
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': file.endsWith('.ico') ? 'image/x-icon' : 'image/png',
      'content-length': String(body.length),
      'cache-control': asked === version ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag: `"${version}-${file}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The addresses of the icons, for the pages' <head> (with the version: a new brand is fetched at once). */
export function iconLinks(): {
  icon: { url: string; sizes?: string; type?: string }[];
  apple: { url: string; sizes: string }[];
} {
  const v = `?v=${iconVersion()}`;
  return {
    icon: [
      { url: `/icons/favicon.ico${v}`, sizes: '48x48' },
      { url: `/icons/icon-192.png${v}`, sizes: '192x192', type: 'image/png' },
    ],
    apple: [{ url: `/icons/apple-touch-icon.png${v}`, sizes: '180x180' }],
  };
}

/** The web manifest: the agency's name and colour, its icons. */
export function webManifest(): object {
  const { agency, brand } = content().site;
  const v = `?v=${iconVersion()}`;
  return {
    name: agency.name,
    short_name: agency.name.length <= 12 ? agency.name : agency.name.split(/\s+/)[0]!.slice(0, 12),
    start_url: '/',
    display: 'browser',
    theme_color: brand.colors.primary,
    background_color: TILE,
    icons: [
      { src: `/icons/icon-192.png${v}`, sizes: '192x192', type: 'image/png' },
      { src: `/icons/icon-512.png${v}`, sizes: '512x512', type: 'image/png' },
      { src: `/icons/icon-maskable-512.png${v}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
