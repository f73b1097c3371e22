/**
 * The font files a built style sheet declares, by family: what the layout needs to preload the two
 * families the settings choose (src/app/font-preload.ts). Next.js writes the @font-face rules of
 * next/font into the build's style sheets; it gives the family's name (`style.fontFamily`), not the
 * file's address. Pure: the caller reads the files.
 */

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const FAMILY = /font-family:\s*([^;]+)/;
const WOFF2 = /src:\s*url\(\s*(["']?)([^)"']+)\1\s*\)\s*format\(\s*["']woff2["']\s*\)/;

/** The first family of a font-family value, without its quotes: `'inter', 'inter Fallback'` → `inter`. */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^(["'])(.*)\1$/, '$2');
}

/**
 * Each family's woff2 file in a style sheet, as a site path: a relative address is resolved against
 * the sheet's own (`sheetPath`, e.g. `/_next/static/chunks/a.css`). Families without a file (the
 * metric-adjusted fallbacks, `src: local(…)`) are left out.
 */
export function fontFaceSources(css: string, sheetPath: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, body] of css.matchAll(FONT_FACE)) {
    const family = FAMILY.exec(body!)?.[1];
    const src = WOFF2.exec(body!)?.[2];
    if (!family || !src) continue;
    const url = new URL(src, `http://site${sheetPath}`);
    if (url.host !== 'site') continue;
    found.set(firstFamily(family), url.pathname);
  }
  return found;
}
