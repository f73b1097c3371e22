import sharp from 'sharp';

const photos = new Map<string, Promise<Buffer>>();

/** A JPEG `width` wide (4:3) in a colour made from `seed` (hex), made once: the fakes' photos. */
export function fakePhoto(width: number, seed: string): Promise<Buffer> {
  const key = `${width}:${seed}`;
  if (!photos.has(key)) {
    const hue = Number.parseInt(seed.slice(0, 6), 16) || 0;
    photos.set(
      key,
      sharp({
        create: {
          width,
          height: Math.round((width * 3) / 4),
          channels: 3,
          background: { r: hue & 255, g: (hue >> 8) & 255, b: (hue >> 16) & 255 },
        },
      })
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
  }
  return photos.get(key)!;
}
