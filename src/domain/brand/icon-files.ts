import { initials, textOn } from './image-rules';

/**
 * The icons a site answers (favicon, the apple-touch icon, the web manifest's), all drawn from the
 * agency's icon (issue 29). `maskable`: the manifest's icon that a phone may crop to a circle,
 * its image kept inside the middle 80 %. `opaque`: an icon the platform shows on its own tile.
 */
export const ICON_FILES = {
  'favicon.ico': { sizes: [16, 32, 48], format: 'ico' },
  'icon-32.png': { sizes: [32], format: 'png' },
  'icon-192.png': { sizes: [192], format: 'png' },
  'icon-512.png': { sizes: [512], format: 'png' },
  'icon-maskable-512.png': { sizes: [512], format: 'png', maskable: true, opaque: true },
  'apple-touch-icon.png': { sizes: [180], format: 'png', opaque: true },
} as const satisfies Record<string, { sizes: number[]; format: 'ico' | 'png'; maskable?: boolean; opaque?: boolean }>;
export type IconFile = keyof typeof ICON_FILES;

export function isIconFile(name: string): name is IconFile {
  return Object.hasOwn(ICON_FILES, name);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The icon of an agency without an icon or logo: its initials on its primary colour, in the text
 * colour that reads best there. Names nothing but the agency itself.
 */
export function initialsIconSvg(name: string, primary: string, size: number): string {
  const letters = escapeXml(initials(name));
  const fontSize = Math.round(size * (letters.length > 1 ? 0.42 : 0.55));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${Math.round(size * 0.18)}" fill="${primary}"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${fontSize}" fill="${textOn(primary)}">${letters}</text></svg>`
  );
}

/**
 * A Windows icon file holding PNG images (every browser reads PNG inside ICO): the header, one
 * directory entry per image, then the images.
 */
export function icoFile(images: { size: number; png: Uint8Array }[]): Uint8Array {
  const headerLength = 6 + 16 * images.length;
  const total = headerLength + images.reduce((sum, i) => sum + i.png.length, 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = headerLength;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    out[entry] = size >= 256 ? 0 : size; // 0 means 256
    out[entry + 1] = size >= 256 ? 0 : size;
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, png.length, true);
    view.setUint32(entry + 12, offset, true);
    out.set(png, offset);
    offset += png.length;
  });
  return out;
}
