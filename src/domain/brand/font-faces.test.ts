import { describe, expect, it } from 'vitest';
import { firstFamily, fontFaceSources } from './font-faces';

describe('firstFamily', () => {
  it('takes the first family without its quotes', () => {
    expect(firstFamily("'inter', 'inter Fallback'")).toBe('inter');
    expect(firstFamily('"__Inter_5a1b", "__Inter_Fallback_5a1b"')).toBe('__Inter_5a1b');
    expect(firstFamily('sourceSans3')).toBe('sourceSans3');
  });
});

describe('fontFaceSources', () => {
  it('reads the files of a Turbopack build, relative to the sheet', () => {
    const css =
      '.a{color:red}@font-face{font-family:inter;src:url(../media/inter_latin_wght_normal-s.0gsaq8ukbf34m.woff2)format("woff2");font-display:optional;font-weight:100 900;font-style:normal}' +
      '@font-face{font-family:inter Fallback;src:local(Arial);ascent-override:89.79%;size-adjust:107.89%}' +
      '@font-face{font-family:sourceSans3;src:url(../media/source_sans_3-s.319.woff2)format("woff2")}';
    expect([...fontFaceSources(css, '/_next/static/chunks/0w22b0x02_ki6.css')]).toEqual([
      ['inter', '/_next/static/media/inter_latin_wght_normal-s.0gsaq8ukbf34m.woff2'],
      ['sourceSans3', '/_next/static/media/source_sans_3-s.319.woff2'],
    ]);
  });

  it('reads the files of a webpack build: quoted families, absolute addresses', () => {
    const css =
      '@font-face{font-family:\'__Inter_5a1b\';src:url(/_next/static/media/a1b2c3-s.woff2) format("woff2");font-display:optional}';
    expect(fontFaceSources(css, '/_next/static/css/x.css').get('__Inter_5a1b')).toBe(
      '/_next/static/media/a1b2c3-s.woff2',
    );
  });

  it('leaves out faces without a woff2 file, and files of another host', () => {
    const css =
      '@font-face{font-family:x;src:url(x.ttf)format("truetype")}@font-face{font-family:y;src:url(https://fonts.example/y.woff2)format("woff2")}';
    expect(fontFaceSources(css, '/_next/static/chunks/a.css').size).toBe(0);
  });
});
