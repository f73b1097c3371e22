/**
 * Every 404 is the full page in its HTML (src/domain/edge/full-not-found.ts). When Next.js answers a
 * document with its empty 404, the edge renders the same address again inside this process, with
 * the header by which the proxy renders the full 404 page instead: no second connection, the same
 * visitor's headers (cookies, languages), a nonce of the edge's choosing so that the page cache can
 * store the result like any page.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { blankNotFound, NOT_FOUND_REQUEST_HEADER, notFoundAddress } from '@/domain/edge/full-not-found';
import { freshNonce, NONCE_REQUEST_HEADER } from '@/domain/edge/page-cache';
import { capture, type Captured } from './capture';
import type { Rendered } from './page-cache';

export type Handler = (request: IncomingMessage, response: ServerResponse) => unknown;

/** A GET of `url` with `headers` through `handler`, answered in memory. */
function renderInside(
  handler: Handler,
  url: string,
  headers: IncomingMessage['headers'],
  peer: Socket,
): Promise<Captured> {
  const socket = new Socket();
  // What the site reads of the connection: the peer's address (the edge decided it already) and no TLS.
  Object.defineProperty(socket, 'remoteAddress', { value: peer.remoteAddress });
  const request = new IncomingMessage(socket);
  request.method = 'GET';
  request.url = url;
  request.headers = headers;
  request.push(null);
  const response = new ServerResponse(request);
  return new Promise((resolve, reject) => {
    capture(response, (page) => {
      resolve(page);
      response.emit('finish');
      response.emit('close');
      socket.destroy();
    });
    Promise.resolve(handler(request, response)).catch(reject);
  });
}

/** The full 404 page in place of Next's empty one; null for any other answer. */
export function fullNotFound(handler: Handler) {
  return (request: IncomingMessage, page: Captured): Promise<Rendered | null> | null => {
    if (!blankNotFound(page.status, page.body)) return null;
    const nonce = freshNonce();
    const headers = { ...request.headers, [NOT_FOUND_REQUEST_HEADER]: '1', [NONCE_REQUEST_HEADER]: nonce };
    // The proxy marks the page by its address as before (src/i18n/page-kind.ts): a private
    // route's 404 (a thank-you page without its submission) stays private, never stored.
    return renderInside(handler, notFoundAddress(request.url ?? '/'), headers, request.socket).then((full) =>
      full.status !== 404 || blankNotFound(full.status, full.body) ? null : { page: full, nonce },
    );
  };
}
