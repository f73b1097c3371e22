/**
 * The answers the edge gives itself, before Next.js: short texts for a refused request line or
 * body, and the 413 page in the address's language (messages/*.json, TooLarge). A body still
 * arriving is read and thrown away, up to a bound, so that the client reads the answer rather than
 * a broken connection (issue 33: 7 of 10 fast writers lost the 413 page when the edge closed at once).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { SITE_LOCALES } from '@/domain/language/site-locales';

/** How much of a refused body is read and thrown away before the connection is closed. */
const DRAIN_LIMIT = 32 * 1024 * 1024;
/** How long a refused body may take to arrive. */
const DRAIN_MS = 30_000;

export const TEXT = {
  204: '',
  400: 'Bad Request\n',
  403: 'Forbidden: this form belongs to another website\n',
  404: 'Not Found\n',
  405: 'Method Not Allowed\n',
  414: 'URI Too Long\n',
} as const;

type TooLargeTexts = { title: string; body: string; back: string };

/** The 413 page's texts per language, read once. */
const TOO_LARGE = new Map<string, TooLargeTexts>(
  SITE_LOCALES.map((l) => [
    l,
    (JSON.parse(readFileSync(path.resolve('messages', `${l}.json`), 'utf8')) as { TooLarge: TooLargeTexts }).TooLarge,
  ]),
);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Reads and throws away what is left of a refused request's body, up to DRAIN_LIMIT bytes and
 * DRAIN_MS (beyond either the connection is closed), then calls `done`. Ending the answer before
 * would close the connection under a client still writing, which then never reads the answer.
 */
function drain(request: IncomingMessage, done: () => void): void {
  if (request.complete) return done();
  let read = 0;
  const timer = setTimeout(() => request.socket.destroy(), DRAIN_MS).unref();
  const finish = () => {
    clearTimeout(timer);
    done();
  };
  request.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_LIMIT) {
      clearTimeout(timer);
      request.socket.destroy();
    }
  });
  request.once('end', finish);
  request.once('close', finish);
  request.resume();
}

/** An answer of the edge's own, with the site's security headers; the body left unread is drained. */
export function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
): void {
  response.writeHead(status, {
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    ...headers,
  });
  // The whole answer is written at once (its length is known, a client may read it at once); the
  // response ends, and the connection with it, once the body is read.
  if (request.method !== 'HEAD') response.write(body);
  drain(request, () => {
    if (!response.writableEnded) response.end();
  });
}

export function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: keyof typeof TEXT,
  extra: OutgoingHttpHeaders = {},
) {
  send(request, response, status, { 'Content-Type': 'text/plain; charset=utf-8', ...extra }, TEXT[status]);
}

/** A body too large for a form: a page in the address's language, answered without reading the body. */
export function tooLarge(request: IncomingMessage, response: ServerResponse, locale: string): void {
  const t = TOO_LARGE.get(locale) ?? TOO_LARGE.get(SITE_LOCALES[0])!;
  const back = escape(String(request.url).split('?')[0] ?? '/');
  const page =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933"><h1>${escape(t.title)}</h1><p>${escape(t.body)}</p><p><a href="${back}">${escape(t.back)}</a></p></body></html>`;
  send(request, response, 413, { 'Content-Type': 'text/html; charset=utf-8' }, page);
}
