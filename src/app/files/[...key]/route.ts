import { derivedWidth } from '@/lib/files/derived-width';
import { getFile, isFileKey } from '@/lib/files/storage';
import { log } from '@/log';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
};
/** A document, or an SVG opened on its own, can run nothing and load nothing (an SVG logo is sanitized too). */
const SANDBOXED: Record<string, Record<string, string>> = {
  'application/pdf': { 'content-disposition': 'inline', 'content-security-policy': "default-src 'none'; sandbox" },
  'image/svg+xml': {
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  },
};
const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });

/**
 * The site's own copies of the feed's photos and documents (src/lib/files), read through the
 * storage module whether they live in the data folder or a bucket (decision 017): the same
 * headers either way. Content-addressed: cached for a year by browsers and CDNs alike. An unknown
 * or malformed key is a plain 404 (a phone width of a photo stored before it existed is made on
 * first ask: lib/files/derived-width.ts); storage that cannot be asked (a bucket server down) a 503 that
 * nobody caches, never the error itself.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  let body: Buffer | null;
  try {
    body = isFileKey(key) ? ((await getFile(key)) ?? (await derivedWidth(key))) : null;
  } catch (error) {
    log.error('files: a file could not be read', error, { key });
    return plain(503, 'Service unavailable', { 'retry-after': '10' });
  }
  if (!body) return plain(404, 'Not found');
  const type = TYPES[key.split('.').pop()!]!;
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': type,
      'content-length': String(body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      ...SANDBOXED[type],
    },
  });
}
