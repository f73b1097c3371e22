import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import type { MenuPage } from '@/domain/content/schema';
import { editorNode } from '@/lib/content/editor-schema';
import { storeEditorImages } from '@/lib/content/editor-images';
import { storeBrandFiles } from '@/lib/content/brand-files';
import { CONTENT_FIXTURE, fixtureContent } from '@/test/data/content';
import { document, documents, importContent, publishDraft, saveDraft } from '@/lib/content/store';
import { hasFile, hasUpload } from '@/lib/files/storage';
import {
  addPicture,
  adoptContentPictures,
  deletePicture,
  pictureFor,
  pictures,
  PictureRefused,
  setPictureAlt,
} from './library';

const texts = {
  tooBig: 'too big',
  notAnImage: 'not an image',
  pictureGone: 'gone',
  notForUse: 'not for this use',
  brand: (reason: string) => `refused: ${reason}`,
};
const jpeg = (colour: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#123"/></svg>',
);
const key = (address: string, width: number) => `${address.slice('/files/'.length)}-${width}.webp`;

let handle: DbHandle;
/** A page of the imported content with a block: where a picture is put. */
let PAGE: string;
beforeAll(async () => {
  handle = await createTestDb();
  const files = fixtureContent();
  await importContent(handle.db, { ...files, site: (await storeBrandFiles(files.site, CONTENT_FIXTURE)).site }, 'test');
  PAGE = (await documents(handle.db)).find(
    (d) =>
      d.doc.startsWith('page:') &&
      ((d.published as MenuPage).params.modules.length ?? 0) > 0 &&
      !(d.published as MenuPage).route,
  )!.doc;
});
afterAll(async () => handle?.close());

/** The site settings' images of `form`, as the editor's action stores them. */
const storeSite = (form: FormData, actor: string) =>
  storeEditorImages(handle.db, { doc: 'site', node: editorNode('site'), form, texts, actor });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PictureRefused) return error.reason;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the picture library (issue 31)', () => {
  it('takes a photo once, kept as it came in, at the photo widths; the same bytes again are the same picture', async () => {
    const bytes = await jpeg('#c84');
    const { picture, added } = await addPicture(handle.db, {
      bytes,
      name: 'C:\\foto\\gevel.jpg',
      actor: 'editor@test',
      alt: { nl: 'De gevel', fr: ' ' },
    });
    expect(added).toBe(true);
    expect(picture).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1000,
      bytes: bytes.length,
      name: 'gevel.jpg',
      alt: { nl: 'De gevel' },
    });
    expect(await hasUpload(picture.original)).toBe(true);
    for (const w of [100, 400, 600, 800, 1360]) expect(await hasFile(key(picture.preview, w))).toBe(true);
    const again = await addPicture(handle.db, {
      bytes,
      name: 'other.jpg',
      actor: 'x',
      alt: { nl: 'Anders', fr: 'La façade' },
    });
    expect(again.added).toBe(false);
    expect(again.picture.id).toBe(picture.id);
    // Alt texts are completed, never overwritten.
    expect(again.picture.alt).toEqual({ nl: 'De gevel', fr: 'La façade' });
  });

  it('refuses what is not a picture, a drawing with a script, and a file over 5 MB, saying why', async () => {
    expect(
      await refusal(addPicture(handle.db, { bytes: Buffer.from('%PDF-1.7 hello'), name: 'x.jpg', actor: 'x' })),
    ).toBe('notAnImage');
    const script = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><script>alert(1)</script></svg>',
    );
    expect(await refusal(addPicture(handle.db, { bytes: script, name: 'x.svg', actor: 'x' }))).toBe('script');
    expect(
      await refusal(addPicture(handle.db, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1), name: 'x.jpg', actor: 'x' })),
    ).toBe('tooBig');
  });

  it('makes a picture the file each use needs, and a drawing only the logo or icon', async () => {
    const { picture } = await addPicture(handle.db, { bytes: await jpeg('#48c'), name: 'tuin.jpg', actor: 'x' });
    const banner = (await pictureFor(handle.db, picture.id, 'banner'))!;
    expect(banner.url).toMatch(/\/banner-[0-9a-f]{32}$/);
    for (const w of [600, 800, 1360, 1920]) expect(await hasFile(key(banner.url, w))).toBe(true);
    const logo = (await pictureFor(handle.db, picture.id, 'logo'))!;
    expect(logo).toMatchObject({
      url: expect.stringMatching(/^\/files\/b\/[0-9a-f]{2}\/[0-9a-f]{32}\.jpg$/),
      width: 1600,
      height: 1000,
    });
    const drawing = (await addPicture(handle.db, { bytes: SVG, name: 'logo.svg', actor: 'x' })).picture;
    expect(drawing).toMatchObject({ format: 'svg', width: 120, height: 40 });
    expect(await refusal(pictureFor(handle.db, drawing.id, 'photo'))).toBe('notForUse');
    expect((await pictureFor(handle.db, drawing.id, 'icon'))!.url).toMatch(/\.svg$/);
    expect(await pictureFor(handle.db, 999_999, 'photo')).toBeNull();
    expect(await pictureFor(handle.db, -1, 'photo')).toBeNull();
  });

  it('is picked in the editor for any image, its alt texts filling the empty ones, and reused on a second page', async () => {
    const { picture } = await addPicture(handle.db, {
      bytes: await jpeg('#5a5'),
      name: 'team.jpg',
      actor: 'x',
      alt: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team' },
    });
    const form = new FormData();
    form.set('_library:banner.image.url', String(picture.id));
    form.set('banner.image.alt.fr', 'Toute l’équipe');
    const site = await storeSite(form, 'editor@test');
    expect(site.problems).toEqual([]);
    expect(Object.fromEntries(site.stored)).toEqual({
      'banner.image.url': expect.stringMatching(/\/banner-[0-9a-f]{32}$/),
      'banner.image.alt.nl': 'Ons team',
      'banner.image.alt.en': 'Our team',
    });
    // The same picture on a page's block: a photo, with the library's alt texts.
    const page = (await document(handle.db, PAGE))!;
    const body = structuredClone(page.published) as MenuPage;
    const route = body.route;
    const pageForm = new FormData();
    pageForm.set('_library:params.modules.0.image.url', String(picture.id));
    const made = await storeEditorImages(handle.db, {
      doc: PAGE,
      node: editorNode(PAGE, route),
      form: pageForm,
      texts,
      actor: 'x',
    });
    expect(made.problems).toEqual([]);
    const photo = made.stored.get('params.modules.0.image.url')!;
    expect(photo).toBe(picture.preview);
    body.params.modules[0]!.image = { url: photo, alt: { nl: made.stored.get('params.modules.0.image.alt.nl')! } };
    expect(await saveDraft(handle.db, PAGE, body, 'x')).toEqual({ ok: true });
    expect(await publishDraft(handle.db, PAGE, 'x')).toEqual({ ok: true });
    const listed = (await pictures(handle.db)).find((p) => p.id === picture.id)!;
    expect(listed.usedIn).toEqual([PAGE]);
  });

  it('says a picture deleted meanwhile, a drawing put in a photo, and a picture id that is no number', async () => {
    const drawing = (await addPicture(handle.db, { bytes: SVG, name: 'logo.svg', actor: 'x' })).picture;
    const form = new FormData();
    form.set('_library:banner.image.url', '999999');
    form.set('_library:footer.columns.0.image.url', String(drawing.id));
    form.set('_library:banner.gallery.0.url', '1 or 1=1');
    form.set('_library:agency.name', String(drawing.id));
    const { stored, problems } = await storeSite(form, 'x');
    expect(stored.size).toBe(0);
    expect(problems).toEqual([
      { doc: 'site', field: 'banner.image.url', message: 'gone' },
      { doc: 'site', field: 'footer.columns.0.image.url', message: 'not for this use' },
    ]);
  });

  it('takes an image uploaded in the editor into the library, with the alt texts written beside it', async () => {
    const bytes = await jpeg('#a3c', 900, 600);
    const form = new FormData();
    form.set(
      '_upload:footer.columns.0.image.url',
      new File([new Uint8Array(bytes)], 'kantoor.jpg', { type: 'image/jpeg' }),
    );
    form.set('footer.columns.0.image.alt.nl', 'Het kantoor');
    const { stored, problems } = await storeSite(form, 'x');
    expect(problems).toEqual([]);
    const listed = (await pictures(handle.db)).find((p) => p.name === 'kantoor.jpg')!;
    expect(listed).toMatchObject({ alt: { nl: 'Het kantoor' }, width: 900, height: 600 });
    expect(stored.get('footer.columns.0.image.url')).toBe(listed.preview);
  });

  it('keeps a picture in use, and deletes an unused one with the files nothing else shows', async () => {
    const used = (await pictures(handle.db)).find((p) => p.name === 'team.jpg')!;
    expect(await deletePicture(handle.db, used.id, 'editor@test')).toEqual({ outcome: 'inUse', usedIn: [PAGE] });
    expect(await hasUpload(used.original)).toBe(true);

    const { picture } = await addPicture(handle.db, { bytes: await jpeg('#e21'), name: 'weg.jpg', actor: 'x' });
    const banner = (await pictureFor(handle.db, picture.id, 'banner'))!;
    expect(await setPictureAlt(handle.db, picture.id, { nl: '  Weg  ', fr: '' }, 'editor@test')).toBe(true);
    expect((await pictures(handle.db)).find((p) => p.id === picture.id)!.alt).toEqual({ nl: 'Weg' });
    // A French and English site's library sets those two; the Dutch text written before stays.
    expect(await setPictureAlt(handle.db, picture.id, { fr: 'Parti', en: '' }, 'editor@test')).toBe(true);
    expect((await pictures(handle.db)).find((p) => p.id === picture.id)!.alt).toEqual({ nl: 'Weg', fr: 'Parti' });
    expect(await deletePicture(handle.db, picture.id, 'editor@test')).toEqual({ outcome: 'deleted' });
    expect(await hasUpload(picture.original)).toBe(false);
    expect(await hasFile(key(picture.preview, 400))).toBe(false);
    expect(await hasFile(key(banner.url, 1920))).toBe(false);
    expect(await deletePicture(handle.db, picture.id, 'editor@test')).toEqual({ outcome: 'missing' });
    expect(await setPictureAlt(handle.db, picture.id, { nl: 'x' }, 'editor@test')).toBe(false);
  });

  it('keeps the files an earlier version of a page still shows when the picture is deleted', async () => {
    const { picture } = await addPicture(handle.db, { bytes: await jpeg('#1a9'), name: 'oud.jpg', actor: 'x' });
    const doc = PAGE;
    const body = structuredClone((await document(handle.db, doc))!.published) as MenuPage;
    const before = body.params.modules[0]!.image;
    body.params.modules[0]!.image = { url: picture.preview };
    await saveDraft(handle.db, doc, body, 'x');
    await publishDraft(handle.db, doc, 'x');
    body.params.modules[0]!.image = before;
    await saveDraft(handle.db, doc, body, 'x');
    await publishDraft(handle.db, doc, 'x');
    expect(await deletePicture(handle.db, picture.id, 'editor@test')).toEqual({ outcome: 'deleted' });
    // The page's earlier version shows it: restoring it must not show a broken picture.
    expect(await hasFile(key(picture.preview, 400))).toBe(true);
  });

  it("takes into the library the pictures the content shows that it does not know: the agency's logo and icon", async () => {
    const site = (await document(handle.db, 'site'))!.published as {
      brand: { logo?: { url: string }; icon?: { url: string } };
    };
    const logo = site.brand.logo!.url;
    expect(logo).toMatch(/^\/files\/b\//);
    expect((await pictures(handle.db)).some((p) => p.derived.includes(logo))).toBe(false);
    expect(await adoptContentPictures(handle.db, 'system')).toBeGreaterThanOrEqual(1);
    const adopted = (await pictures(handle.db)).find((p) => p.derived.includes(logo))!;
    expect(adopted).toMatchObject({ format: 'svg', usedIn: ['site'], name: 'logo.svg' });
    expect(await adoptContentPictures(handle.db, 'system')).toBe(0);
  });
});
