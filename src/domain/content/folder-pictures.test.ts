import { describe, expect, it } from 'vitest';
import { imagesInText, pictureFileName, picturesOf, replaceTextSources, withValueAt } from './folder-pictures';

const site = {
  agency: { name: 'A' },
  brand: { logo: { url: 'logo.svg' } },
  banner: { type: 'gallery', image: { url: 'banner.jpg', alt: { fr: 'Façade' } }, gallery: [{ url: '/files/p/ab/x' }] },
  footer: { columns: [{ image: { url: 'footer.png' } }] },
  popup: { media: { url: 'popup.webp' } },
};
const page = {
  params: {
    image: { url: 'page.jpg' },
    seo: { ogImage: 'share.jpg', ogTitle: { fr: 'Titre' } },
    content: { fr: '<p>Texte</p><img src="plan.png" alt="Plan" width="10" height="5"><img src=\'/files/p/ab/y-1360.webp\'>' },
    modules: [{ id: 'm', images: [{ url: 'a.jpg' }, { url: 'b.jpg' }], description: { en: '<p>no picture</p>' } }],
  },
};

describe("an agency folder's pictures", () => {
  it('are every image field and every picture of a text, the banner stored as a banner, never the brand', () => {
    expect(picturesOf(site, 'site').map((s) => [s.path.join('.'), s.url, s.use])).toEqual([
      ['banner.image.url', 'banner.jpg', 'banner'],
      ['banner.gallery.0.url', '/files/p/ab/x', 'banner'],
      ['footer.columns.0.image.url', 'footer.png', 'photo'],
      ['popup.media.url', 'popup.webp', 'photo'],
    ]);
    expect(picturesOf(site, 'site')[0]).toMatchObject({ kind: 'field', alt: { fr: 'Façade' } });
    expect(picturesOf(page, 'page').map((s) => [s.kind, s.path.join('.'), s.url])).toEqual([
      ['field', 'params.image.url', 'page.jpg'],
      ['field', 'params.seo.ogImage', 'share.jpg'],
      ['text', 'params.content.fr', 'plan.png'],
      ['text', 'params.content.fr', '/files/p/ab/y-1360.webp'],
      ['field', 'params.modules.0.images.0.url', 'a.jpg'],
      ['field', 'params.modules.0.images.1.url', 'b.jpg'],
    ]);
  });

  it('are named by where they are, readable and the same at every export', () => {
    const names = picturesOf(page, 'page').map((s) => pictureFileName('50-about', s, 'jpg'));
    expect(names).toEqual([
      '50-about-image.jpg',
      '50-about-seo-og-image.jpg',
      '50-about-text-fr-1.jpg',
      '50-about-text-fr-2.jpg',
      '50-about-module-1-images-1.jpg',
      '50-about-module-1-images-2.jpg',
    ]);
    expect(picturesOf(site, 'site').map((s) => pictureFileName('', s, 'png'))).toEqual([
      'banner.png',
      'banner-gallery-1.png',
      'footer-columns-1-image.png',
      'popup-media.png',
    ]);
  });

  it("in a text have their source replaced, their other attributes kept", () => {
    const html = page.params.content.fr;
    expect(imagesInText(html)).toEqual([{ src: 'plan.png', alt: 'Plan' }, { src: '/files/p/ab/y-1360.webp' }]);
    expect(replaceTextSources(html, (n) => (n === 1 ? 'y.webp' : undefined))).toBe(
      '<p>Texte</p><img src="plan.png" alt="Plan" width="10" height="5"><img src=\'y.webp\'>',
    );
  });

  it('are written back into a copy of the document', () => {
    const copy = withValueAt(page, ['params', 'modules', 0, 'images', 1, 'url'], '/files/p/cd/z');
    expect(copy.params.modules[0]!.images[1]!.url).toBe('/files/p/cd/z');
    expect(page.params.modules[0]!.images[1]!.url).toBe('b.jpg');
    expect(copy.params.modules[0]!.images[0]).toBe(page.params.modules[0]!.images[0]);
  });
});
