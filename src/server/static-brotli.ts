/**
 * The build's scripts and styles (`/_next/static/…`) as Brotli for a browser that takes it (issue
 * 45): Next.js's server compresses them with gzip only, and Brotli at its best quality is some 14 %
 * smaller for the same file (react-dom 70.1 → 59.9 KB). The files never change for a build (their
 * names are hashes), so each is compressed once, off the request (zlib's thread pool), and kept in
 * memory; until it is ready, and for anything else, Next.js answers as before.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptsEncoding } from '@/domain/edge/accept-encoding';
import { baseSecurityHeaders, STATIC_CSP } from '@/domain/edge/security-headers';
import { log } from '@/log';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
/** What is kept at most: a build's scripts and styles are about 3 MB (0.6 MB compressed). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_KEPT_BYTES = 16 * 1024 * 1024;

/** The headers Next.js gives every answer (next.config.ts), for these files too. */
const SECURITY: Record<string, string> = Object.fromEntries([
  ...baseSecurityHeaders(true).map(({ key, value }) => [key.toLowerCase(), value]),
  ['content-security-policy', STATIC_CSP],
]);

/** The file a `/_next/static/…` address names, or null (never outside `staticDir`, never a query of ours). */
export function staticFile(url: string | undefined, staticDir: string): string | null {
  const match = /^\/_next\/static\/([A-Za-z0-9._\-/]+)(?:\?.*)?$/.exec(url ?? '');
  if (!match || match[1]!.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  if (!TYPES[path.extname(match[1]!)]) return null;
  return path.join(staticDir, match[1]!);
}

export type StaticBrotli = {
  /** True when the request was answered here (Brotli, ready); otherwise Next.js answers it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean;
  /** Settles once the files asked for so far are compressed (tests). */
  settled(): Promise<void>;
  /** How many files it holds or is compressing (tests: never one per name a visitor made up). */
  remembered(): number;
};

/** `staticDir`: the build's `.next/static` (a production build only: in development its files change in place). */
export function createStaticBrotli(staticDir: string): StaticBrotli {
  const ready = new Map<string, Buffer>();
  const pending = new Map<string, Promise<void>>();
  let kept = 0;

  const prepare = (file: string) => {
    if (pending.has(file) || kept >= MAX_KEPT_BYTES) return;
    const work = readFile(file)
      .then(async (body) => {
        if (body.length > MAX_FILE_BYTES) return;
        const compressed = await new Promise<Buffer>((resolve, reject) =>
          zlib.brotliCompress(
            body,
            {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          ),
        );
        if (kept + compressed.length > MAX_KEPT_BYTES) return;
        ready.set(file, compressed);
        kept += compressed.length;
      })
      .catch((error: NodeJS.ErrnoException) => {
        // A file the build does not have is Next.js's 404, and is not remembered (any name can be
        // asked for: a map of them would grow without end); anything else is worth a line.
        if (error.code === 'ENOENT') pending.delete(file);
        else log.error('static-brotli: a file could not be compressed', error, { file });
      });
    pending.set(file, work);
  };

  return {
    serve(request, response) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const file = staticFile(request.url, staticDir);
      if (!file || !acceptsEncoding(request.headers['accept-encoding'], 'br')) return false;
      const body = ready.get(file);
      if (!body) {
        prepare(file);
        return false;
      }
      response.writeHead(200, {
        ...SECURITY,
        'content-type': TYPES[path.extname(file)]!,
        'content-encoding': 'br',
        'content-length': body.length,
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
    settled: async () => {
      await Promise.all(pending.values());
    },
    remembered: () => pending.size,
  };
}
