/**
 * The pictures of a content document (site settings or a page) as an agency folder carries them
 * (issue 44): every image field (the banner and its gallery, a page's image, a module's image and
 * pictures, a footer column's image, the popup's media, the share images of a page's SEO) and every
 * picture inside a rich text (`<img src="…">`). Export writes each as a file beside the JSON file
 * that names it; apply stores each file and writes its address back. The logo and icon are the
 * brand's (lib/content/brand-files.ts).
 */

export type FieldPath = (string | number)[];

/** How a picture is stored: the home banner at the banner's widths, every other at a photo's. */
type PictureUse = 'photo' | 'banner';

export type PictureSpot =
  /** An image field: `path` leads to its address (…`.url`, `seo.ogImage`). */
  | { kind: 'field'; path: FieldPath; url: string; use: PictureUse; alt?: Record<string, string> }
  /** A picture inside the rich text at `path`: its `src`, the n-th `<img>` of that text. */
  | { kind: 'text'; path: FieldPath; url: string; use: 'photo'; index: number; alt?: string };

const IMAGE_KEYS = new Set(['image', 'images', 'gallery', 'media']);
const SHARE_KEYS = new Set(['ogImage', 'twitterImage']);
const BRAND = (path: FieldPath) => path[0] === 'brand';
const IMG = /<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1[^>]*>/gi;
const ALT = /\balt\s*=\s*(["'])(.*?)\1/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

/** Whether `path` (to an object) is an image of the content: under an image key, itself or as a list's item. */
function isImagePlace(path: FieldPath): boolean {
  const last = path.at(-1);
  const key = typeof last === 'number' ? path.at(-2) : last;
  return typeof key === 'string' && IMAGE_KEYS.has(key) && !BRAND(path);
}

/** The `<img>` sources of a rich text, in order, with their alt text. */
export function imagesInText(html: string): { src: string; alt?: string }[] {
  return [...html.matchAll(IMG)].map((m) => {
    const alt = ALT.exec(m[0])?.[2];
    return alt === undefined ? { src: m[2]! } : { src: m[2]!, alt };
  });
}

/** `html` with the n-th `<img>`'s source replaced by `sources(n, src)` (unchanged when it gives undefined). */
export function replaceTextSources(html: string, sources: (index: number, src: string) => string | undefined): string {
  let n = 0;
  return html.replace(IMG, (tag: string, quote: string, src: string) => {
    const next = sources(n++, src);
    return next === undefined ? tag : tag.replace(`${quote}${src}${quote}`, `${quote}${next}${quote}`);
  });
}

/** Every picture of a document (`root` is 'site' for site.json: its banner's pictures are stored as a banner). */
export function picturesOf(body: unknown, root: 'site' | 'page'): PictureSpot[] {
  const found: PictureSpot[] = [];
  const storedAs = (path: FieldPath): PictureUse => (root === 'site' && path[0] === 'banner' ? 'banner' : 'photo');
  const walk = (value: unknown, path: FieldPath) => {
    if (typeof value === 'string') {
      const key = path.at(-1);
      if (typeof key === 'string' && SHARE_KEYS.has(key) && value) found.push({ kind: 'field', path, url: value, use: 'photo' });
      else if (value.includes('<img'))
        imagesInText(value).forEach(({ src, alt }, index) =>
          found.push({ kind: 'text', path, url: src, use: 'photo', index, ...(alt === undefined ? {} : { alt }) }),
        );
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    if (!isRecord(value)) return;
    if (isImagePlace(path) && typeof value.url === 'string') {
      const alt = isRecord(value.alt) ? (value.alt as Record<string, string>) : undefined;
      found.push({ kind: 'field', path: [...path, 'url'], url: value.url, use: storedAs(path), ...(alt ? { alt } : {}) });
      return;
    }
    if (BRAND(path)) return;
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(body, []);
  return found;
}

/** A field path as the folder's messages name it: `params.modules.0.image.url`. */
export function fieldName(path: FieldPath): string {
  return path.map(String).join('.');
}

/** `body` with the value at `path` replaced (a copy; the rest shared). */
export function withValueAt<T>(body: T, path: FieldPath, value: unknown): T {
  if (!path.length) return value as T;
  const [head, ...rest] = path;
  const container = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  container[head as string | number] = withValueAt(container[head as string | number], rest, value);
  return container as T;
}

/** The value at `path` of `body`. */
export function valueAt(body: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((node, part) => (node as Record<string | number, unknown> | undefined)?.[part], body);
}

/**
 * The readable, stable name an export gives a picture: the document's stem, then where it is
 * (`banner`, `banner-gallery-2`, `module-1-image`, `text-fr-1`, `og-image`), then its extension.
 * `stem` is empty for site.json's pictures.
 */
export function pictureFileName(stem: string, spot: PictureSpot, extension: string): string {
  const parts = spot.path
    .filter((part) => part !== 'params' && part !== 'url')
    .map((part) => (typeof part === 'number' ? String(part + 1) : part.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()))
    .map((part) => (part === 'modules' ? 'module' : part));
  if (spot.kind === 'text') parts.splice(0, parts.length, 'text', ...parts.filter((p) => p !== 'content'), String(spot.index + 1));
  const where = parts.join('-').replace(/[^a-z0-9-]+/g, '-') || 'picture';
  return `${stem ? `${stem}-` : ''}${where === 'banner-image' ? 'banner' : where}.${extension}`;
}
