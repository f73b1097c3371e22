/**
 * The page cache (docs/decisions/018-cached-pages.md), in the server before Next.js
 * (src/server/edge.ts). A public page is rendered once, then answered from memory to every visitor
 * until it is FRESH_SECONDS old or anything it shows changed (a tag or the content, on this server
 * or, through NOTIFY, another: src/process-bridge.ts). Each answer gets a fresh CSP
 * nonce and fresh form tokens, written into the stored bytes where the render's stood: the policy
 * keeps its strength, and two visitors never share a form token (one lead each). Requests for the
 * same page while it renders wait for that one render. What it holds is bounded in bytes.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import {
  CACHE_STATUS_HEADER,
  FRESH_SECONDS,
  freshNonce,
  NONCE_REQUEST_HEADER,
  PAGE_HEADER,
  fileAddressVisit,
  pageRequest,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  filledCopy,
  placesIn,
  storable,
} from '@/domain/edge/page-cache';
import { formTokensIn, issueFormToken } from '@/domain/edge/form-token';
import { pageGeneration as generation } from '@/process-bridge';
import { acceptsEncoding } from '@/domain/edge/accept-encoding';
import { bootAfterPaint } from '@/domain/edge/boot-after-paint';
import { capture, type Captured } from './capture';
import { gzipWithHoles, refill, swappedCrc, type StoredGzip } from './stored-gzip';

/**
 * Memory for stored pages (a page is 50–300 KB, its gzip a fifth): the least recently used go first.
 * A page is fresh for a minute, so this holds the pages of the last minute's visitors: about 130
 * different pages, far more than a site is asked for in a minute (64 MB cost 40 MB more after a
 * crawl, issue 33, for no more answers from memory).
 */
const MAX_BYTES = 24 * 1024 * 1024;
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** How long a request waits for another's render of the same page before rendering itself. */
const WAIT_MS = 10_000;
/** Headers of the render that each answer sets itself. */
const OWN = new Set([
  'content-length',
  'transfer-encoding',
  'content-encoding',
  'connection',
  'keep-alive',
  'date',
  'cache-control',
  PAGE_HEADER,
]);

/** A page as rendered, with the CSP nonce it was rendered with. */
export type Rendered = { page: Captured; nonce: string };

type Stored = Captured & {
  nonce: string;
  tokens: string[];
  /** Where the nonce and each token stand in the body. */
  places: Map<string, number[]>;
  generation: number;
  at: number;
  gzip: StoredGzip | null;
  /** What it holds in memory: body, gzip, headers, tokens. */
  bytes: number;
};

export type PageCacheOptions = {
  /** The secret form tokens are signed with (src/lib/leads/form-token.ts reads the same). */
  tokenSecret: string;
  /**
   * A page rendered (with its nonce) to answer in place of the one Next.js made (the full 404 page
   * for its blank one); null keeps Next's.
   */
  replace?: (request: IncomingMessage, page: Captured) => Promise<Rendered | null> | null;
  maxBytes?: number;
};

export type PageCache = {
  /** Answers from the cache, or lets Next.js render (`next`) and keeps what is the same for everyone. */
  serve(request: IncomingMessage, response: ServerResponse, next: () => unknown): unknown;
  /** Bytes held now (tests, the memory benchmark). */
  bytes(): number;
  /** Lets go of every page past its minute (or from before a change) now, not when next asked. */
  sweep(): void;
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml)|image\/svg)/;

/** Brotli where the browser takes it (smaller pages), else gzip; never for a tiny body. */
function encodingFor(acceptEncoding: string | undefined, type: unknown, length: number): 'br' | 'gzip' | null {
  if (length < 1024 || !COMPRESSIBLE.test(String(type ?? ''))) return null;
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return null;
}

/**
 * Brotli's quality for a page compressed as it is answered: 5 writes a detail page in 3 ms (this
 * machine) at 31 KB, where the stored gzip is 50 KB (issue 45: a phone's first bytes).
 */
const BROTLI_QUALITY = 5;
const brotliOptions = (length: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') return zlib.brotliCompressSync(body, brotliOptions(body.length));
  return zlib.gzipSync(body, { level: 6 });
}

const headerBytes = (headers: OutgoingHttpHeaders) => Buffer.byteLength(JSON.stringify(headers));

/**
 * Sends a page (rendered now, or stored with its nonce replaced) with the site's cache headers;
 * `gzipped`: the same page already compressed (a stored page's gzip, refilled); `brotli`: the same
 * page already in Brotli.
 */
function deliver(
  request: IncomingMessage,
  response: ServerResponse,
  acceptEncoding: string | undefined,
  page: Captured,
  status: 'hit' | 'miss',
  gzipped: (() => Buffer) | null = null,
  brotli: Buffer | null = null,
): void {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) if (!OWN.has(name)) headers[name] = value;
  const kind = page.headers[PAGE_HEADER];
  if (kind === 'public')
    headers['cache-control'] = page.headers['set-cookie'] === undefined ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
  else if (kind === 'private') headers['cache-control'] = PRIVATE_CACHE_CONTROL;
  else if (page.headers['cache-control'] !== undefined) headers['cache-control'] = page.headers['cache-control'];
  headers[CACHE_STATUS_HEADER] = status;
  const ready = !brotli && gzipped && acceptsEncoding(acceptEncoding, 'gzip');
  const encoding = brotli
    ? 'br'
    : ready
      ? 'gzip'
      : encodingFor(acceptEncoding, page.headers['content-type'], page.body.length);
  const body = brotli ?? (ready ? gzipped() : encoding ? compress(page.body, encoding) : page.body);
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = [page.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  headers['content-length'] = body.length;
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** An HTML page whose scripts are asked for once it has painted (domain/edge/boot-after-paint.ts). */
function withBootAfterPaint(page: Captured, nonce: string): Captured {
  if (!/^text\/html\b/.test(String(page.headers['content-type'] ?? ''))) return page;
  const html = page.body.toString('utf8');
  const booted = bootAfterPaint(html, nonce);
  return booted === html ? page : { ...page, body: Buffer.from(booted, 'utf8') };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const maxBytes = options.maxBytes ?? MAX_BYTES;
  const pages = new Map<string, Stored>();
  const rendering = new Map<string, Promise<void>>();
  let bytes = 0;
  let seenGeneration = generation();

  function drop(key: string): void {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  }

  function evict(): void {
    for (const oldest of pages.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  const stale = (page: Stored) => Date.now() - page.at > FRESH_SECONDS * 1000;

  /** Something changed: every stored page goes at once, rather than one by one as they are asked. */
  function forgetIfChanged(): boolean {
    if (seenGeneration === generation()) return false;
    pages.clear();
    bytes = 0;
    seenGeneration = generation();
    return true;
  }

  function sweep(): void {
    forgetIfChanged();
    for (const [key, page] of pages) if (stale(page)) drop(key);
  }

  function lookup(key: string): Stored | null {
    if (forgetIfChanged()) return null;
    const page = pages.get(key);
    if (!page) return null;
    if (stale(page)) {
      drop(key);
      return null;
    }
    pages.delete(key);
    pages.set(key, page);
    return page;
  }

  function store(key: string, page: Stored): void {
    drop(key);
    if (page.body.length > MAX_PAGE_BYTES || page.generation !== generation()) return;
    pages.set(key, page);
    bytes += page.bytes;
    evict();
  }

  /** A stored page for one more visitor: its own nonce (body and CSP header) and its own form tokens. */
  function replay(
    request: IncomingMessage,
    response: ServerResponse,
    acceptEncoding: string | undefined,
    page: Stored,
  ) {
    const nonce = freshNonce();
    const csp = page.headers['content-security-policy'];
    const headers = {
      ...page.headers,
      ...(typeof csp === 'string' ? { 'content-security-policy': csp.replaceAll(page.nonce, nonce) } : {}),
    };
    const swaps = new Map<string, string>([
      [page.nonce, nonce],
      ...page.tokens.map((token): [string, string] => [token, issueFormToken(options.tokenSecret)]),
    ]);
    // A browser that takes Brotli gets the page compressed for it, off the event loop: a third
    // smaller than the stored gzip, whose nonce and tokens sit in blocks of their own (a phone's
    // first bytes come before anything else on the page: issue 45).
    if (encodingFor(acceptEncoding, page.headers['content-type'], page.body.length) === 'br') {
      const body = filledCopy(page.body, page.places, swaps);
      const filled = { ...page, headers, body };
      zlib.brotliCompress(body, brotliOptions(body.length), (error, compressed) =>
        // Should Brotli ever fail, the page goes uncompressed rather than not at all.
        error
          ? deliver(request, response, undefined, filled, 'hit')
          : deliver(request, response, acceptEncoding, filled, 'hit', null, compressed),
      );
      return;
    }
    // Compressed once when stored: each answer only writes its nonce and tokens into it. A page is
    // copied (once) only for a client that takes it uncompressed.
    const stored = page.gzip;
    if (stored && acceptsEncoding(acceptEncoding, 'gzip')) {
      const gzipped = () => refill(stored, swaps, swappedCrc(page.body, page.places, swaps));
      deliver(request, response, acceptEncoding, { ...page, headers }, 'hit', gzipped);
      return;
    }
    const body = filledCopy(page.body, page.places, swaps);
    deliver(request, response, acceptEncoding, { ...page, headers, body }, 'hit');
  }

  function keep(key: string, page: Captured, nonce: string, made: number): void {
    const tokens = formTokensIn(page.body, options.tokenSecret);
    const stored: Stored = {
      ...page,
      nonce,
      tokens,
      places: placesIn(page.body, [nonce, ...tokens]),
      generation: made,
      at: Date.now(),
      gzip: null,
      bytes: page.body.length + headerBytes(page.headers) + key.length + tokens.length * 64,
    };
    store(key, stored);
    // After this answer is sent: until then, later answers compress for themselves.
    setImmediate(() =>
      gzipWithHoles(stored.body, [stored.nonce, ...stored.tokens]).then(
        (gzip) => {
          stored.gzip = gzip;
          // Counted only while the page is still the one stored under its key.
          if (gzip && pages.get(key) === stored) {
            stored.bytes += gzip.gzip.length;
            bytes += gzip.gzip.length;
            evict();
          }
        },
        () => undefined,
      ),
    );
  }

  function render(
    request: IncomingMessage,
    response: ServerResponse,
    next: () => unknown,
    key: string,
    acceptEncoding: string | undefined,
  ) {
    const nonce = freshNonce();
    const made = generation();
    // Next.js puts this nonce on its scripts (src/proxy.ts trusts it only behind the edge); the
    // page comes back uncompressed, so that it can be stored and its nonce found again.
    request.headers[NONCE_REQUEST_HEADER] = nonce;
    delete request.headers['accept-encoding'];
    // Others asking for this page meanwhile wait for this render (a crowd after a change renders once).
    let finish = () => undefined as void;
    if (request.method === 'GET' && !rendering.has(key)) {
      let resolve = () => undefined as void;
      const waiting = new Promise<void>((r) => (resolve = r));
      rendering.set(key, waiting);
      finish = () => {
        if (rendering.get(key) === waiting) rendering.delete(key);
        resolve();
      };
      // A visitor who leaves before the end must not keep the others waiting.
      response.once('close', finish);
    }
    capture(response, (rendered) => {
      const answer = (captured: Captured, pageNonce: string) => {
        const page = withBootAfterPaint(captured, pageNonce);
        if (request.method === 'GET' && storable(page.status, page.headers, page.body))
          keep(key, page, pageNonce, made);
        finish();
        deliver(request, response, acceptEncoding, page, 'miss');
      };
      const replacing = options.replace?.(request, rendered);
      if (!replacing) return answer(rendered, nonce);
      replacing.then(
        (instead) => (instead ? answer(instead.page, instead.nonce) : answer(rendered, nonce)),
        () => answer(rendered, nonce),
      );
    });
    return next();
  }

  return {
    bytes: () => bytes,
    sweep,
    serve(request, response, next) {
      delete request.headers[NONCE_REQUEST_HEADER];
      if (!pageRequest(request) && !fileAddressVisit(request)) return next();
      const key = request.url ?? '/';
      const acceptEncoding = request.headers['accept-encoding'];
      const page = lookup(key);
      if (page) return replay(request, response, acceptEncoding, page);
      const pending = rendering.get(key);
      if (!pending) return render(request, response, next, key, acceptEncoding);
      const timeout = new Promise((resolve) => setTimeout(resolve, WAIT_MS).unref());
      return Promise.race([pending, timeout]).then(() => {
        const ready = lookup(key);
        if (ready) replay(request, response, acceptEncoding, ready);
        else render(request, response, next, key, acceptEncoding);
      });
    },
  };
}
