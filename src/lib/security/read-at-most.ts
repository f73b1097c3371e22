import 'server-only';

/**
 * A body (a request's, or an answer's), read up to `limit` bytes and one more: a body sent without
 * a length (chunked) is never held whole in memory, and the caller sees it was too large. The rest
 * is not read.
 */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  const reader = body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, limit + 1);
}
