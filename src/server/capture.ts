/**
 * Holds what Next.js writes to a response, to send it whole (and maybe store it) when it ends: the
 * page cache stores a public page and gives each later visitor its own nonce; the edge replaces a
 * blank 404 by the full page. Until `onEnd`, nothing reaches the socket.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type Captured = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

type Chunk = string | Uint8Array | null | undefined;
type Callback = (error?: Error | null) => void;

export function capture(response: ServerResponse, onEnd: (page: Captured) => void): void {
  const chunks: Buffer[] = [];
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  let ended = false;
  const take = (chunk: Chunk, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || chunk.length === 0) return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk),
    );
  };
  const held = response as unknown as Record<string, unknown>;
  held.writeHead = function writeHead(status: number, reason?: unknown, headers?: unknown) {
    const list = typeof reason === 'object' ? reason : headers;
    response.statusCode = status;
    if (Array.isArray(list)) {
      for (let i = 0; i + 1 < list.length; i += 2) response.setHeader(String(list[i]), list[i + 1] as string);
    } else if (list) {
      for (const [name, value] of Object.entries(list as OutgoingHttpHeaders))
        if (value !== undefined) response.setHeader(name, value);
    }
    return response;
  };
  held.flushHeaders = () => undefined;
  held.write = function write(chunk: Chunk, encoding?: unknown, callback?: Callback) {
    take(chunk, encoding);
    const done = typeof encoding === 'function' ? (encoding as Callback) : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  held.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    else if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (ended) return response;
    ended = true;
    take(chunk as Chunk, encoding);
    Object.assign(response, original);
    if (typeof callback === 'function') response.once('finish', callback as () => void);
    const body = Buffer.concat(chunks);
    // The pieces are in the body now: whatever still holds this response does not hold them twice.
    chunks.length = 0;
    onEnd({ status: response.statusCode, headers: response.getHeaders(), body });
    return response;
  };
}
