import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_BRAND_BYTES } from '@/domain/brand/image-rules';
import { BrandImageRefused, readBrandImage, storeBrandImage } from './brand-image';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2a6' } })
    .png()
    .toBuffer();

async function refusal(bytes: Buffer, slot: 'logo' | 'icon' = 'logo'): Promise<string> {
  try {
    await storeBrandImage(bytes, slot);
  } catch (error) {
    if (error instanceof BrandImageRefused) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('an agency logo or icon stored by the site', () => {
  it('stores a sanitized SVG under its content hash, with its drawn size, and reads it back', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 80"><!-- x --><rect width="300" height="80"/></svg>',
    );
    const stored = await storeBrandImage(svg, 'logo');
    expect(stored).toEqual({
      url: expect.stringMatching(/^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.svg$/),
      width: 300,
      height: 80,
    });
    const back = await readBrandImage(stored.url);
    expect(back?.extension).toBe('svg');
    expect(back?.bytes.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 80"><rect width="300" height="80"/></svg>',
    );
  });

  it('knows a raster image by its content, whatever its name, and draws it again in its own format', async () => {
    const stored = await storeBrandImage(await png(512, 512), 'icon');
    expect(stored).toMatchObject({ url: expect.stringMatching(/\.png$/), width: 512, height: 512 });
    const back = await readBrandImage(stored.url);
    expect((await sharp(back!.bytes).metadata()).format).toBe('png');
    const jpeg = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer();
    expect((await storeBrandImage(jpeg, 'logo')).url).toMatch(/\.jpg$/);
    const webp = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#333' } })
      .webp()
      .toBuffer();
    expect((await storeBrandImage(webp, 'logo')).url).toMatch(/\.webp$/);
  });

  it('refuses a logo with a script or an outside reference, with its reason', async () => {
    expect(
      await refusal(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>'),
      ),
    ).toBe('script');
    expect(
      await refusal(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="https://x.example/a.png"/></svg>',
        ),
      ),
    ).toBe('external');
  });

  it('refuses what is not a PNG, JPEG, WebP or SVG, or too big or too small', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 not an image'))).toBe('notAnImage');
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#333' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toBe('wrongFormat');
    expect(await refusal(await png(40, 40), 'icon')).toBe('tooSmall');
    expect(await refusal(Buffer.alloc(MAX_BRAND_BYTES + 1))).toBe('tooBig');
  });

  it('reads back only what it stored', async () => {
    expect(await readBrandImage('/brand/logo.svg')).toBeNull();
    expect(await readBrandImage('/files/p/ab/0123456789abcdef0123456789abcdef-400.webp')).toBeNull();
    expect(await readBrandImage('/files/b/ab/0123456789abcdef0123456789abcdef.svg')).toBeNull();
  });
});
