/**
 * The page cache (docs/decisions/018-cached-pages.md), in the server process before Next.js
 * (scripts/lib/edge-preload.mjs). A public page is rendered once, then answered from memory to
 * every visitor until it is FRESH_SECONDS old or anything it shows changed (a tag or the content,
 * on this server or, through NOTIFY, another: src/lib/cache/page-generation.ts). Each answer gets a
 * fresh CSP nonce and fresh form tokens, written into the stored bytes where the render's stood: the
 * policy keeps its strength, and two visitors never share a form token (one lead each). Requests for the same page while it renders wait for that one render.
 */
import zlib from 'node:zlib';
import {
  CACHE_STATUS_HEADER,
  FRESH_SECONDS,
  freshNonce,
  NONCE_REQUEST_HEADER,
  PAGE_GENERATION,
  PAGE_HEADER,
  pageRequest,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  storable,
  swapAll,
} from '../../src/domain/page-cache.mjs';
import { DEVELOPMENT_TOKEN_SECRET, formTokensIn, issueFormToken } from '../../src/domain/form-token.mjs';
import { gzipWithHoles, refill } from './stored-gzip.mjs';

/** Memory for stored pages (a page is 50–300 KB): the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;
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

const pages = new Map();
const rendering = new Map();
let bytes = 0;
let seenGeneration = 0;

const generation = () => globalThis[PAGE_GENERATION] ?? 0;
/** The secret the site signs form tokens with (src/lib/leads/form-token.ts reads the same). */
const tokenSecret = () => process.env.SESSION_SECRET || DEVELOPMENT_TOKEN_SECRET;

/** What a stored page holds in memory: the page and, once made, its gzip. */
const size = (page) => page.body.length + (page.gzip?.gzip.length ?? 0);

function drop(key) {
  const page = pages.get(key);
  if (!page) return;
  pages.delete(key);
  bytes -= size(page);
}

function lookup(key) {
  if (seenGeneration !== generation()) {
    // Something changed: every stored page goes at once, rather than one by one as they are asked.
    pages.clear();
    bytes = 0;
    seenGeneration = generation();
    return null;
  }
  const page = pages.get(key);
  if (!page) return null;
  if (Date.now() - page.at > FRESH_SECONDS * 1000) {
    drop(key);
    return null;
  }
  pages.delete(key);
  pages.set(key, page);
  return page;
}

function store(key, page) {
  drop(key);
  if (page.body.length > MAX_PAGE_BYTES || page.generation !== generation()) return;
  pages.set(key, page);
  bytes += page.body.length;
  for (const oldest of pages.keys()) {
    if (bytes <= MAX_BYTES) break;
    drop(oldest);
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml)|image\/svg)/;

/** Brotli where the browser takes it (smaller pages), else gzip; never for a tiny body. */
function encodingFor(acceptEncoding, type, length) {
  if (length < 1024 || !COMPRESSIBLE.test(String(type ?? ''))) return null;
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function compress(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return zlib.gzipSync(body, { level: 6 });
}

/**
 * Sends a page (rendered now, or stored with its nonce replaced) with the site's cache headers;
 * `gzipped`: the same page already compressed (a stored page's gzip, refilled).
 */
function deliver(request, response, acceptEncoding, page, status, gzipped = null) {
  const headers = {};
  for (const [name, value] of Object.entries(page.headers)) if (!OWN.has(name)) headers[name] = value;
  const kind = page.headers[PAGE_HEADER];
  if (kind === 'public')
    headers['cache-control'] = page.headers['set-cookie'] === undefined ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
  else if (kind === 'private') headers['cache-control'] = PRIVATE_CACHE_CONTROL;
  else if (page.headers['cache-control'] !== undefined) headers['cache-control'] = page.headers['cache-control'];
  headers[CACHE_STATUS_HEADER] = status;
  const ready = gzipped && /\bgzip\b/.test(String(acceptEncoding ?? ''));
  const encoding = ready ? 'gzip' : encodingFor(acceptEncoding, page.headers['content-type'], page.body.length);
  const body = ready ? gzipped() : encoding ? compress(page.body, encoding) : page.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers.vary = [page.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  headers['content-length'] = body.length;
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** A stored page for one more visitor: its own nonce (body and CSP header) and its own form tokens. */
function replay(request, response, acceptEncoding, page) {
  const nonce = freshNonce();
  const csp = page.headers['content-security-policy'];
  const headers = {
    ...page.headers,
    ...(typeof csp === 'string' ? { 'content-security-policy': csp.replaceAll(page.nonce, nonce) } : {}),
  };
  const swaps = new Map([[page.nonce, nonce], ...page.tokens.map((token) => [token, issueFormToken(tokenSecret())])]);
  let body = page.body;
  for (const [from, to] of swaps) body = swapAll(body, from, to);
  // Compressed once when stored: each answer only writes its nonce and tokens into it.
  const gzipped = page.gzip ? () => refill(page.gzip, swaps, body) : null;
  deliver(request, response, acceptEncoding, { ...page, headers, body }, 'hit', gzipped);
}

/** Holds what Next.js writes, to send it whole (and store it) when it ends. */
function capture(response, onEnd) {
  const chunks = [];
  const own = ['writeHead', 'write', 'end', 'flushHeaders'];
  const original = Object.fromEntries(own.map((name) => [name, response[name]]));
  let ended = false;
  const take = (chunk, encoding) => {
    if (chunk !== undefined && chunk !== null && chunk.length !== 0)
      chunks.push(
        Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
      );
  };
  response.writeHead = function writeHead(status, reason, headers) {
    const list = typeof reason === 'object' ? reason : headers;
    response.statusCode = status;
    if (Array.isArray(list)) for (let i = 0; i + 1 < list.length; i += 2) response.setHeader(list[i], list[i + 1]);
    else if (list)
      for (const [name, value] of Object.entries(list)) if (value !== undefined) response.setHeader(name, value);
    return response;
  };
  response.flushHeaders = () => undefined;
  response.write = function write(chunk, encoding, callback) {
    take(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  response.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (ended) return response;
    ended = true;
    take(chunk, encoding);
    Object.assign(response, original);
    if (typeof callback === 'function') response.once('finish', callback);
    onEnd({ status: response.statusCode, headers: response.getHeaders(), body: Buffer.concat(chunks) });
    return response;
  };
}

function render(request, response, next, key, acceptEncoding) {
  const nonce = freshNonce();
  const made = generation();
  // Next.js puts this nonce on its scripts (src/proxy.ts trusts it only under this preload); the
  // page comes back uncompressed, so that it can be stored and its nonce found again.
  request.headers[NONCE_REQUEST_HEADER] = nonce;
  delete request.headers['accept-encoding'];
  // Others asking for this page meanwhile wait for this render (a crowd after a change renders once).
  let finish = () => undefined;
  if (request.method === 'GET' && !rendering.has(key)) {
    let resolve = () => undefined;
    const waiting = new Promise((r) => (resolve = r));
    rendering.set(key, waiting);
    finish = () => {
      if (rendering.get(key) === waiting) rendering.delete(key);
      resolve();
    };
    // A visitor who leaves before the end must not keep the others waiting.
    response.once('close', finish);
  }
  capture(response, (page) => {
    if (request.method === 'GET' && storable(page.status, page.headers, page.body)) {
      const stored = {
        ...page,
        nonce,
        tokens: formTokensIn(page.body, tokenSecret()),
        generation: made,
        at: Date.now(),
        gzip: null,
      };
      store(key, stored);
      // After this answer is sent: until then, later answers compress for themselves.
      setImmediate(() =>
        gzipWithHoles(stored.body, [stored.nonce, ...stored.tokens]).then(
          (gzip) => {
            // Counted only while the page is still the one stored under its key.
            if (pages.get(key) === stored && gzip) bytes += gzip.gzip.length;
            stored.gzip = gzip;
          },
          () => undefined,
        ),
      );
    }
    finish();
    deliver(request, response, acceptEncoding, page, 'miss');
  });
  return next();
}

/**
 * Answers a request from the page cache, or lets Next.js render it (`next`) and keeps the result
 * when it is the same for everyone. Anything that is not a public page's document goes straight on.
 */
export function servePage(request, response, next) {
  delete request.headers[NONCE_REQUEST_HEADER];
  if (!pageRequest(request)) return next();
  const key = request.url;
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
}
