import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './accept-encoding';

describe('Accept-Encoding', () => {
  it('reads Accept-Encoding as browsers write it', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('BR;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding(['gzip', 'br'], 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('gzip, brotli', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
  });

  it('reads gzip the same way, for the page cache', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
    expect(acceptsEncoding('x-gzip', 'gzip')).toBe(false);
  });
});
