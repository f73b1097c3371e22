import { describe, expect, it } from 'vitest';
import { readAtMost } from './read-at-most';

/** A request whose body comes in `chunks` pieces of `size` bytes, without a length (chunked). */
function chunked(chunks: number, size: number): { request: Request; pulled: () => number } {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const request = new Request('http://localhost/api/x', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readAtMost', () => {
  it('reads a body within the limit whole', async () => {
    const { request } = chunked(3, 1000);
    expect((await readAtMost(request.body, 16 * 1024)).length).toBe(3000);
  });

  it('stops one byte over the limit, without reading the rest of a huge chunked body', async () => {
    const { request, pulled } = chunked(100_000, 1024);
    const body = await readAtMost(request.body, 16 * 1024);
    expect(body.length).toBe(16 * 1024 + 1);
    expect(pulled()).toBeLessThan(40);
  });
});
