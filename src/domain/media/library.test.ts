import { describe, expect, it } from 'vitest';
import {
  cleanFileName,
  documentsUsing,
  fileSize,
  filesOf,
  matchesSearch,
  picturesIn,
  usageIndex,
  usesOf,
} from './library';

const HASH = '0123456789abcdef0123456789abcdef';
const PHOTO = `/files/p/01/${HASH}`;
const BANNER = `/files/p/01/banner-${HASH}`;
const LOGO = `/files/b/9f/${HASH}.svg`;

describe('usesOf', () => {
  it('keeps a drawing to the logo and icon, and a photo for every image', () => {
    expect(usesOf('svg')).toEqual(['logo', 'icon']);
    expect(usesOf('jpeg')).toEqual(['photo', 'banner', 'logo', 'icon']);
    expect(usesOf('png')).toContain('logo');
  });
  it('draws no logo from a format the brand rules refuse', () => {
    expect(usesOf('avif')).toEqual(['photo', 'banner']);
    expect(usesOf('gif')).toEqual(['photo', 'banner']);
  });
});

describe('filesOf', () => {
  it("names a photo's stored widths, a banner's at the banner widths, a brand file itself", () => {
    expect(filesOf(PHOTO)).toEqual([100, 400, 600, 800, 1360].map((w) => `p/01/${HASH}-${w}.webp`));
    expect(filesOf(BANNER)).toEqual([600, 800, 1360, 1920].map((w) => `p/01/banner-${HASH}-${w}.webp`));
    expect(filesOf(LOGO)).toEqual([`b/9f/${HASH}.svg`]);
  });
  it('names nothing the site did not store', () => {
    for (const address of [
      '/demo/banner-01',
      `/files/p/01/${HASH}/../x`,
      `/files/x/01/${HASH}`,
      `${PHOTO}-400.webp`,
      '',
    ])
      expect(filesOf(address)).toEqual([]);
  });
});

describe('picturesIn and documentsUsing', () => {
  const site = {
    doc: 'site',
    published: { brand: { logo: { url: LOGO } }, banner: { image: { url: BANNER } } },
    draft: null,
  };
  const page = {
    doc: 'page:about',
    published: null,
    draft: { modules: [{ image: { url: PHOTO, alt: { nl: 'Gevel' } } }] },
  };
  const none = { doc: 'page:none', published: { modules: [{ image: { url: '/demo/banner-01' } }] }, draft: null };
  it('finds every stored address once, whatever the field', () => {
    expect(picturesIn(site.published).sort()).toEqual([BANNER, LOGO].sort());
    expect(picturesIn({ a: PHOTO, b: [PHOTO] })).toEqual([PHOTO]);
    expect(picturesIn(null)).toEqual([]);
  });
  it('tells the documents using a picture, in a draft as much as on the site', () => {
    expect(documentsUsing([PHOTO], usageIndex([site, page, none]))).toEqual(['page:about']);
    expect(documentsUsing([LOGO, PHOTO], usageIndex([site, page, none]))).toEqual(['site', 'page:about']);
    expect(documentsUsing([`/files/p/01/${'f'.repeat(32)}`], usageIndex([site, page, none]))).toEqual([]);
  });
  it('does not take a banner for the photo of the same hash', () => {
    expect(documentsUsing([PHOTO], usageIndex([site]))).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const picture = { name: 'gevel-zomer.jpg', alt: { nl: 'De voorgevel in de zomer', fr: 'La façade en été' } };
  it('finds every word in the name or an alt text, accents and case aside', () => {
    expect(matchesSearch(picture, 'Gevel')).toBe(true);
    expect(matchesSearch(picture, 'facade ETE')).toBe(true);
    expect(matchesSearch(picture, 'zomer façade')).toBe(true);
    expect(matchesSearch(picture, '')).toBe(true);
    expect(matchesSearch(picture, 'winter')).toBe(false);
  });
});

describe('fileSize and cleanFileName', () => {
  it('says sizes as staff read them', () => {
    expect(fileSize(512, 'nl')).toBe('512 B');
    expect(fileSize(820_400, 'nl')).toBe('820 kB');
    expect(fileSize(3_420_000, 'nl')).toBe('3,4 MB');
    expect(fileSize(3_420_000, 'en')).toBe('3.4 MB');
  });
  it("keeps a file's own name only, without control characters", () => {
    expect(cleanFileName('C:\\Users\\an\\gevel.jpg')).toBe('gevel.jpg');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName('')).toBe('?');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(120);
  });
});
