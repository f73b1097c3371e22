import { describe, expect, it } from 'vitest';
import { safeHtml } from './sanitize';

const BASE = '/files/p/ab/0123456789abcdef0123456789abcdef';
const SRCSET = `${BASE}-400.webp 400w, ${BASE}-600.webp 600w, ${BASE}-800.webp 800w, ${BASE}-1360.webp 1360w`;

describe('a picture written into a text (issue 44)', () => {
  it('keeps a photo of the library with its alt text and size, and gives it every width', () => {
    expect(safeHtml(`<p>Avant</p><img src="${BASE}-1360.webp" alt="La façade" width="1600" height="700"><p>Après</p>`)).toBe(
      `<p>Avant</p><img src="${BASE}-1360.webp" srcset="${SRCSET}" sizes="(min-width: 800px) 768px, 100vw" alt="La façade" width="1600" height="700" loading="lazy" decoding="async" /><p>Après</p>`,
    );
  });

  it('takes out an image from another address, another kind of file of the site, or no address', () => {
    for (const src of [
      'https://evil.example/x.webp',
      '//evil.example/files/p/ab/0123456789abcdef0123456789abcdef-1360.webp',
      `https://evil.example${BASE}-1360.webp`,
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '/files/b/ab/0123456789abcdef0123456789abcdef.svg',
      `${BASE}-777.webp`,
      `${BASE}-1360.webp?x=1`,
      '/files/p/ab/../../admin-1360.webp',
      'x',
      '',
    ])
      expect(safeHtml(`<p>a</p><img src="${src}" alt="b"><p>c</p>`), src).toBe('<p>a</p><p>c</p>');
    expect(safeHtml('<p>a<img alt="no address"></p>')).toBe('<p>a</p>');
  });

  it('strips an onerror, a style, a class or a srcset of its own from a kept image', () => {
    const html = safeHtml(
      `<img src="${BASE}-600.webp" alt="x" onerror="alert(1)" style="position:fixed" class="x" srcset="https://evil.example/a.webp 1w" onload="alert(2)">`,
    );
    expect(html).not.toMatch(/onerror|onload|style|class|evil/);
    expect(html).toContain(`srcset="${SRCSET}"`);
    expect(html).toContain(`src="${BASE}-1360.webp"`);
  });

  it('gives no size that is not a whole number of pixels, and an alt text even when none was written', () => {
    expect(safeHtml(`<img src="${BASE}-1360.webp" width="100%" height="50">`)).toBe(
      `<img src="${BASE}-1360.webp" srcset="${SRCSET}" sizes="(min-width: 800px) 768px, 100vw" alt="" loading="lazy" decoding="async" />`,
    );
    expect(safeHtml(`<img src="${BASE}-1360.webp" alt="&quot;><script>x</script>" width="10" height="10">`)).toContain(
      'alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"',
    );
  });

  it('still takes out scripts and handlers around it', () => {
    expect(safeHtml('<p onclick="x">a</p><script>alert(1)</script><iframe src="/x"></iframe>')).toBe('<p>a</p>');
  });
});
