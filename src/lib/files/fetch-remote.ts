import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '@/domain/edge/net-address';

/**
 * Fetches a file a feed names, as untrusted input: http and https only; every address the host
 * resolves to must be public (no loopback, private or link-local: the server's own network and
 * a cloud's metadata service stay out of reach) unless `allowPrivate` (IMPORT_ALLOW_PRIVATE=1, an
 * agency server on the same network); the connection goes to the address that was checked (no
 * second DNS answer); at most `maxBytes`, `timeoutMs` in all, 3 redirects, each checked again.
 * A conditional request (ETag, Last-Modified) answers `notModified` without a body.
 */
export type RemoteFile =
  | { notModified: true; etag: string | null; lastModified: string | null }
  | { notModified: false; body: Buffer; contentType: string; etag: string | null; lastModified: string | null };

export type FetchOptions = {
  maxBytes: number;
  timeoutMs?: number;
  allowPrivate?: boolean;
  etag?: string | null;
  lastModified?: string | null;
  /** Who is asking, as the host's policy may require (OpenStreetMap's tiles: the site's address). */
  userAgent?: string;
};

export class FetchRefused extends Error {
  /** Whether trying again later may help (a time-out, a server error) or not (a bad address). */
  constructor(
    message: string,
    readonly retry: boolean,
    /** The host's answer when it gave one (not 200). */
    readonly status?: number,
  ) {
    super(message);
  }
}

async function checkedAddress(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const answers = await dnsLookup(host.replace(/^\[|\]$/g, ''), { all: true }).catch(() => {
    throw new FetchRefused(`the host ${host} is not known`, true);
  });
  if (!answers.length) throw new FetchRefused(`the host ${host} is not known`, true);
  if (!allowPrivate) {
    const closed = answers.find((a) => !isPublicAddress(a.address));
    if (closed)
      throw new FetchRefused(
        `the host ${host} is a private or local address (${closed.address}); set IMPORT_ALLOW_PRIVATE=1 to allow the agency's own network`,
        false,
      );
  }
  return answers[0]!;
}

function once(
  url: URL,
  options: FetchOptions,
  deadline: number,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const allowPrivate = options.allowPrivate ?? false;
    checkedAddress(url.hostname, allowPrivate).then(({ address, family }) => {
      const lookup: LookupFunction = (_host, opts, callback) => {
        if ((opts as { all?: boolean }).all)
          (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
            { address, family },
          ]);
        else callback(null, address, family);
      };
      const headers: Record<string, string> = {
        'user-agent': options.userAgent ?? 'Vitrine feed import',
        accept: '*/*',
      };
      if (options.etag) headers['if-none-match'] = options.etag;
      if (options.lastModified) headers['if-modified-since'] = options.lastModified;
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        { method: 'GET', headers, lookup, timeout: Math.max(1, deadline - Date.now()) },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400) {
            response.resume();
            return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
          }
          const declared = Number(response.headers['content-length'] ?? 0);
          if (declared > options.maxBytes) {
            response.destroy();
            return reject(new FetchRefused(`the file is larger than ${options.maxBytes} bytes`, false));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > options.maxBytes) {
              response.destroy();
              reject(new FetchRefused(`the file is larger than ${options.maxBytes} bytes`, false));
            } else chunks.push(chunk);
          });
          response.on('end', () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
          response.on('error', (error) => reject(new FetchRefused(`the transfer broke off: ${error.message}`, true)));
        },
      );
      const timer = setTimeout(
        () => request.destroy(new FetchRefused(`no complete answer within ${options.timeoutMs ?? 20_000} ms`, true)),
        Math.max(1, deadline - Date.now()),
      );
      request.on('close', () => clearTimeout(timer));
      request.on('timeout', () =>
        request.destroy(new FetchRefused(`no complete answer within ${options.timeoutMs ?? 20_000} ms`, true)),
      );
      request.on('error', (error) =>
        reject(
          error instanceof FetchRefused ? error : new FetchRefused(`the host did not answer: ${error.message}`, true),
        ),
      );
      request.end();
    }, reject);
  });
}

export async function fetchRemote(address: string, options: FetchOptions): Promise<RemoteFile> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('not a web address', false);
  }
  for (let hop = 0; hop <= 3; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new FetchRefused(`only http and https addresses are fetched (${url.protocol})`, false);
    if (url.username || url.password)
      throw new FetchRefused('addresses with a user name or password are not fetched', false);
    const { status, headers, body } = await once(url, options, deadline);
    const etag = typeof headers.etag === 'string' ? headers.etag : null;
    const lastModified = typeof headers['last-modified'] === 'string' ? headers['last-modified'] : null;
    if (status === 304)
      return {
        notModified: true,
        etag: etag ?? options.etag ?? null,
        lastModified: lastModified ?? options.lastModified ?? null,
      };
    if (status >= 300 && status < 400) {
      const location = headers.location;
      if (!location) throw new FetchRefused(`a redirect (${status}) without a Location`, false);
      url = new URL(location, url);
      continue;
    }
    if (status !== 200)
      throw new FetchRefused(`the host answered ${status}`, status >= 500 || status === 429 || status === 408, status);
    return { notModified: false, body, contentType: String(headers['content-type'] ?? ''), etag, lastModified };
  }
  throw new FetchRefused('more than 3 redirects', false);
}
