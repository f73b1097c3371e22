import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { filledCopy, freshNonce, placesIn, swapAll } from '@/domain/edge/page-cache';
import { gzipWithHoles, refill, swappedCrc } from './stored-gzip';
import { crc32 } from 'node:zlib';

/** A page like the site's: repeated markup, the nonce on every script, a form token twice. */
function page(nonce: string, token: string): Buffer {
  const scripts = Array.from(
    { length: 30 },
    (_, i) => `<script nonce="${nonce}">self.__next_f.push([1,"chunk ${i} ${'x'.repeat(i * 40)}"])</script>`,
  ).join('\n');
  return Buffer.from(
    `<!DOCTYPE html><html><head>${scripts}</head><body><form><input name="_token" value="${token}"></form><p>Één huis in Liège — € 350.000</p>${'<div class="card">Te koop</div>'.repeat(500)}<script nonce="${nonce}">{"token":"${token}"}</script></body></html>`,
  );
}

describe('a stored page compressed once', () => {
  it('holds the page, and gets each answer’s nonce and token without compressing again', async () => {
    const [nonce, token] = [freshNonce(), 'a'.repeat(16) + 'b'.repeat(9) + 'C'.repeat(22)];
    const body = page(nonce, token);
    const stored = (await gzipWithHoles(body, [nonce, token]))!;
    expect(stored).not.toBeNull();
    expect(gunzipSync(stored.gzip).equals(body)).toBe(true);
    expect(stored.at.get(nonce)).toHaveLength(31);
    expect(stored.at.get(token)).toHaveLength(2);
    // Still compressed well: the holes cost little.
    expect(stored.gzip.length).toBeLessThan(body.length / 5);

    const [nonce2, token2] = [freshNonce(), 'd'.repeat(16) + 'e'.repeat(9) + 'F'.repeat(22)];
    const answer = swapAll(swapAll(body, nonce, nonce2), token, token2);
    const swaps = new Map([
      [nonce, nonce2],
      [token, token2],
    ]);
    const places = placesIn(body, [nonce, token]);
    // The answer's CRC, piece by piece, without making the swapped page; the one-copy fill makes the same page.
    expect(swappedCrc(body, places, swaps)).toBe(crc32(answer));
    expect(filledCopy(body, places, swaps).equals(answer)).toBe(true);
    const gzip = refill(stored, swaps, swappedCrc(body, places, swaps));
    expect(gunzipSync(gzip).toString()).toBe(answer.toString());
    expect(gunzipSync(gzip).toString()).not.toContain(nonce);
    // The stored copy is left as it was, for the next answer.
    expect(gunzipSync(stored.gzip).equals(body)).toBe(true);
  });

  it('works for a page without holes, and refuses a filling of another length', async () => {
    const body = Buffer.from('<p>no script</p>'.repeat(100));
    const stored = (await gzipWithHoles(body, []))!;
    expect(gunzipSync(refill(stored, new Map(), crc32(body))).equals(body)).toBe(true);
    const nonce = freshNonce();
    const withHole = (await gzipWithHoles(Buffer.from(`<script nonce="${nonce}"></script>`), [nonce]))!;
    expect(() => refill(withHole, new Map([[nonce, 'short']]), 0)).toThrow('its own length');
  });
});
