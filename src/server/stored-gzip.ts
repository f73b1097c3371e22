/**
 * A stored page compressed once, whose nonce and form tokens can still be replaced in every answer
 * (docs/decisions/018-cached-pages.md): gzip in which the parts that change are kept in stored
 * (uncompressed) deflate blocks, and every other part is compressed without reference to them (a
 * full flush before and after). Replacing a part by another of the same length is then a copy of
 * a few bytes and a new CRC-32, instead of compressing the whole page for each visitor.
 */
import zlib from 'node:zlib';
import { filledCopy, placesIn } from '@/domain/edge/page-cache';

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

/** A compressed page with the places of its holes. */
export type StoredGzip = { gzip: Buffer; at: Map<string, number[]> };

function step(stream: zlib.DeflateRaw, action: (done: () => void) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    action(() => {
      stream.off('error', reject);
      resolve();
    });
  });
}

/**
 * `body` compressed with `holes` (the strings that change per answer, each of a fixed length) kept
 * replaceable; null when a hole could not be placed.
 */
export async function gzipWithHoles(body: Buffer, holes: string[]): Promise<StoredGzip | null> {
  const deflate = zlib.createDeflateRaw({ level: 6 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  const pattern = holes.length
    ? new RegExp(holes.map((h) => h.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g')
    : null;
  const text = body.toString('latin1');
  let start = 0;
  const write = (bytes: Buffer) =>
    step(deflate, (done) => deflate.write(bytes, () => deflate.flush(zlib.constants.Z_FULL_FLUSH, done)));
  for (const match of pattern ? text.matchAll(pattern) : []) {
    if (match.index > start) await write(body.subarray(start, match.index));
    await step(deflate, (done) => deflate.params(0, zlib.constants.Z_DEFAULT_STRATEGY, done));
    await write(body.subarray(match.index, match.index + match[0].length));
    await step(deflate, (done) => deflate.params(6, zlib.constants.Z_DEFAULT_STRATEGY, done));
    start = match.index + match[0].length;
  }
  if (start < body.length) await write(body.subarray(start));
  deflate.end();
  await ended;
  const raw = Buffer.concat(chunks);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(body), 0);
  trailer.writeUInt32LE(body.length % 2 ** 32, 4);
  const gzip = Buffer.concat([HEADER, raw, trailer]);
  // Where each hole's bytes stand in the compressed page: as many times as in the page, or give up.
  const at = placesIn(gzip, holes);
  for (const hole of holes) if (at.get(hole)?.length !== text.split(hole).length - 1) return null;
  return { gzip, at };
}

/**
 * The CRC-32 of `body` once each stored string is replaced by its fresh value (`swaps`, at
 * `places`), computed piece by piece: the swapped page itself is never made.
 */
export function swappedCrc(body: Buffer, places: Map<string, number[]>, swaps: Map<string, string>): number {
  const cuts: [number, Buffer][] = [];
  for (const [from, to] of swaps) for (const at of places.get(from) ?? []) cuts.push([at, Buffer.from(to)]);
  cuts.sort((a, b) => a[0] - b[0]);
  let crc = 0;
  let start = 0;
  for (const [at, fresh] of cuts) {
    crc = zlib.crc32(body.subarray(start, at), crc);
    crc = zlib.crc32(fresh, crc);
    start = at + fresh.length;
  }
  return zlib.crc32(body.subarray(start), crc);
}

/** The stored gzip with each hole replaced (`swaps`: old → new of the same length) and the page's new CRC-32. */
export function refill(stored: StoredGzip, swaps: Map<string, string>, crc: number): Buffer {
  // A stored block holds exactly its bytes: another length would break the compressed stream.
  for (const [from, to] of swaps)
    if (Buffer.byteLength(to) !== Buffer.byteLength(from))
      throw new Error('a hole is filled with a string of its own length');
  const gzip = filledCopy(stored.gzip, stored.at, swaps);
  gzip.writeUInt32LE(crc, gzip.length - 8);
  return gzip;
}
