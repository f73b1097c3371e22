/**
 * Requests as a hand-written client sends them, below what a browser or fetch allows: the hidden
 * fields of a form read from the page's HTML (what a browser without JavaScript posts back), and a
 * large body written on a raw socket at a chosen pace, its answer read when the client chooses.
 */
import net from 'node:net';

/** The hidden inputs of the first form whose HTML matches `marker` (React's action fields, _token…), unescaped, in order. */
export function hiddenInputs(html: string, marker: RegExp): [string, string][] {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([f]) => f).find((f) => marker.test(f)) ?? '';
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...form.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)].flatMap(([tag]) => {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    return name === undefined
      ? []
      : [[unescape(name), unescape(/\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '')] as [string, string]];
  });
}

/** The same hidden fields as one object (a name given twice keeps its last value). */
export function hiddenFields(html: string, marker: RegExp): Record<string, string> {
  return Object.fromEntries(hiddenInputs(html, marker));
}

export type BigPost = {
  base: string;
  path: string;
  bytes: number;
  /** Milliseconds between two 64 KB chunks; 0 writes as fast as the socket takes them. */
  paceMs?: number;
  /** Reads nothing of the answer until the whole body is written and this many milliseconds passed. */
  readAfterMs?: number;
  /** Sent chunked, without a Content-Length (the server learns the size only as it reads). */
  chunked?: boolean;
};

/**
 * Posts `bytes` of multipart body on a socket of its own (Connection: close) and resolves with
 * everything the server answered, or `CODE: first bytes` when the socket failed (a reset loses the
 * answer a client had not read yet).
 */
export function bigPost({ base, path, bytes, paceMs = 0, readAfterMs = 0, chunked = false }: BigPost): Promise<string> {
  const { port, hostname } = new URL(base);
  return new Promise<string>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`${error.code}: ${text.slice(0, 20)}`));
    socket.on('close', () => resolve(text));
    if (readAfterMs > 0) socket.pause();
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: multipart/form-data; boundary=X\r\n` +
        `${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`}\r\nConnection: close\r\n\r\n`,
    );
    const data = Buffer.alloc(64 * 1024, 97);
    const chunk = chunked
      ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
      : data;
    let sent = 0;
    const written = () => {
      if (readAfterMs > 0) setTimeout(() => socket.resume(), readAfterMs);
    };
    const pump = (): void => {
      while (sent < bytes) {
        if (socket.destroyed || socket.writableEnded) return;
        sent += data.length;
        const more = socket.write(chunk);
        if (paceMs > 0) {
          setTimeout(pump, paceMs);
          return;
        }
        if (!more) {
          socket.once('drain', pump);
          return;
        }
      }
      if (chunked && !socket.destroyed && !socket.writableEnded) socket.write('0\r\n\r\n');
      written();
    };
    pump();
  });
}

/** Writes `request` (a whole HTTP/1.1 request, Connection: close) on a socket of its own; resolves with the answer's status line. */
export function rawRequest(base: string, request: string | Buffer): Promise<string> {
  const { port, hostname } = new URL(base);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.end(request);
  });
}
