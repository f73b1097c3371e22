import { getFile, isFileKey } from '@/lib/files/storage';

const TYPES: Record<string, string> = { webp: 'image/webp', pdf: 'application/pdf' };

/**
 * The site's own copies of the feed's photos and documents (src/lib/files). Content-addressed:
 * cached for a year by browsers and CDNs alike. An unknown or malformed key is a plain 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  const body = isFileKey(key) ? await getFile(key) : null;
  if (!body) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
  const type = TYPES[key.split('.').pop()!]!;
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': type,
      'content-length': String(body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      ...(type === 'application/pdf' ? { 'content-disposition': 'inline', 'content-security-policy': "default-src 'none'; sandbox" } : {}),
    },
  });
}
