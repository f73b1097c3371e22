import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import sharp from 'sharp';
import { editorNode } from './editor-schema';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import { storeEditorImages } from './editor-images';
import { hasFile } from '@/lib/files/storage';

const texts = { tooBig: 'too big', notAnImage: 'not an image', pictureGone: 'gone', notForUse: 'not for this use', brand: (reason: string) => `refused: ${reason}` };
let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.close());
const store = (form: FormData) => storeEditorImages(handle.db, { doc: 'site', node: editorNode('site'), form, texts, actor: 'editor@test' });

describe('images chosen in the content editor', () => {
  it('stores an image at the banner\'s widths within the banner, at the photo widths elsewhere', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c84' } }).jpeg().toBuffer();
    const form = new FormData();
    form.set('_upload:banner.image.url', new File([jpeg], 'leie.jpg', { type: 'image/jpeg' }));
    form.set('_upload:footer.columns.0.image.url', new File([jpeg], 'leie.jpg', { type: 'image/jpeg' }));
    const { stored, problems } = await store(form);
    expect(problems).toEqual([]);
    const banner = stored.get('banner.image.url')!;
    expect(banner).toMatch(/^\/files\/p\/[0-9a-f]{2}\/banner-[0-9a-f]{32}$/);
    for (const w of [600, 800, 1360, 1920]) expect(await hasFile(`${banner.slice('/files/'.length)}-${w}.webp`)).toBe(true);
    const photo = stored.get('footer.columns.0.image.url')!;
    expect(photo).toMatch(/^\/files\/p\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    for (const w of [100, 400, 600, 800, 1360]) expect(await hasFile(`${photo.slice('/files/'.length)}-${w}.webp`)).toBe(true);
  });

  it('names the field of a file that is not an image or too large; ignores an upload into anything but an image', async () => {
    const form = new FormData();
    form.set('_upload:banner.image.url', new File([Buffer.from('%PDF-1.7')], 'x.png', { type: 'image/png' }));
    form.set('_upload:banner.gallery.1.url', new File([Buffer.alloc(MAX_EDITOR_IMAGE + 1)], 'big.jpg', { type: 'image/jpeg' }));
    form.set('_upload:agency.name', new File([Buffer.from('x')], 'x.jpg'));
    form.set('_upload:banner.gallery.0.url', new File([], 'empty.jpg'));
    const { stored, problems } = await store(form);
    expect(stored.size).toBe(0);
    expect(problems).toEqual([
      { doc: 'site', field: 'banner.image.url', message: 'not an image' },
      { doc: 'site', field: 'banner.gallery.1.url', message: 'too big' },
    ]);
  });

  it("stores the agency's logo and icon as they are, with their measured size; refuses a logo with a script, saying why", async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#258' } }).png().toBuffer();
    const form = new FormData();
    form.set('_upload:brand.icon.url', new File([png], 'icon.jpg', { type: 'image/jpeg' }));
    form.set('_upload:brand.logo.url', new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" onload="alert(1)"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const { stored, problems } = await store(form);
    expect(Object.fromEntries(stored)).toEqual({
      'brand.icon.url': expect.stringMatching(/^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/),
      'brand.icon.width': '300',
      'brand.icon.height': '300',
    });
    expect(problems).toEqual([{ doc: 'site', field: 'brand.logo.url', message: 'refused: eventHandler' }]);
  });
});
