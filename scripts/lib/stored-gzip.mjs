/**
 * A stored page compressed once, whose nonce and form tokens can still be replaced in every answer
 * (docs/decisions/018-cached-pages.md): gzip in which the parts that change are kept in stored
 * (uncompressed) deflate blocks, and every other part is compressed without reference to them (a
 * full flush before and after). Replacing a part by another of the same length is then a copy of
 * a few bytes and a new CRC-32, instead of compressing the whole page for each visitor.
 */
import zlib from 'node:zlib';

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

function step(stream, action) {
  return new Promise((resolve, reject) => {
    stream.once('error', reject);
    action(() => {
      stream.off('error', reject);
      resolve();
    });
  });
}

/**
 * @param {Buffer} body
 * @param {string[]} holes the strings that change per answer (each of a fixed length)
 * @returns {Promise<{ gzip: Buffer, at: Map<string, number[]> } | null>} null when a hole could not be placed
 */
export async function gzipWithHoles(body, holes) {
  const deflate = zlib.createDeflateRaw({ level: 6 });
  const chunks = [];
  deflate.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  const pattern = holes.length
    ? new RegExp(holes.map((h) => h.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g')
    : null;
  const text = body.toString('latin1');
  let start = 0;
  const write = (bytes) =>
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
  const at = new Map();
  for (const hole of holes) {
    const needle = Buffer.from(hole, 'latin1');
    const places = [];
    for (let i = gzip.indexOf(needle); i !== -1; i = gzip.indexOf(needle, i + needle.length)) places.push(i);
    const expected = text.split(hole).length - 1;
    if (places.length !== expected) return null;
    at.set(hole, places);
  }
  return { gzip, at };
}

/**
 * The stored gzip with each hole replaced (`swaps`: old → new of the same length) and the CRC-32 of
 * the page it now holds (`body`: that page, uncompressed, already swapped).
 *
 * @param {{ gzip: Buffer, at: Map<string, number[]> }} stored
 * @param {Map<string, string>} swaps
 * @param {Buffer} body
 */
export function refill(stored, swaps, body) {
  const gzip = Buffer.from(stored.gzip);
  for (const [from, to] of swaps) {
    if (to.length !== from.length) throw new Error('a hole is filled with a string of its own length');
    for (const place of stored.at.get(from) ?? []) gzip.write(to, place, 'latin1');
  }
  gzip.writeUInt32LE(zlib.crc32(body), gzip.length - 8);
  return gzip;
}
