import { describe, expect, it } from 'vitest';
import { multipartBoundary, multipartReader } from './multipart-parts';

const TYPE = 'multipart/form-data; boundary=XYZ';
const part = (name: string, value: string, extra = '') =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
const body = (...parts: string[]) => `${parts.join('')}--XYZ--\r\n`;
const keepAll = () => true;

/** Sends `text` to a reader in chunks of `size` bytes. */
function read(text: string | Buffer, size: number, keep: (name: string) => boolean = keepAll, limit = 100) {
  const reader = multipartReader(TYPE, keep, limit)!;
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) reader.push(bytes.subarray(at, at + size));
  return reader;
}

describe('a multipart body as it streams', () => {
  const whole = body(part('a', 'b'), part('0', '["$K1"]'));

  it('is complete with its closing boundary, in any chunks, and keeps the parts asked for', () => {
    for (const size of [1, 3, 7, 40, 10_000]) {
      const reader = read(whole, size);
      expect(reader.complete(), `chunks of ${size}`).toBe(true);
      expect([...reader.parts()], `chunks of ${size}`).toEqual([
        ['a', 'b'],
        ['0', '["$K1"]'],
      ]);
    }
  });

  it('keeps only the parts asked for, each cut one byte past its limit, in UTF-8', () => {
    const upload = part('photo', 'x'.repeat(5000), '; filename="a.jpg"\r\nContent-Type: image/jpeg');
    const reader = read(body(upload, part('0', 'y'.repeat(300)), part('1', 'één')), 512, (n) => n !== 'photo', 100);
    expect(reader.complete()).toBe(true);
    expect(reader.parts().has('photo')).toBe(false);
    expect(reader.parts().get('0')).toHaveLength(101);
    expect(reader.parts().get('1')).toBe('één');
  });

  it('is broken when cut short, without a boundary, or with a part that never ends its headers', () => {
    expect(read(whole.slice(0, 50), 7).complete()).toBe(false);
    expect(read('a=b', 1).complete()).toBe(false);
    expect(read(`--XYZ\r\nContent-Disposition: form-data; name="a"${'x'.repeat(20_000)}`, 1000).complete()).toBe(false);
    expect(read(`--XYZ\r\n${part('a', 'b').slice(7)}--XYZxx`, 5).complete()).toBe(false);
  });

  it('allows a preamble before the first boundary and an epilogue after the last', () => {
    expect(read(`\r\n${whole}epilogue`, 4).complete()).toBe(true);
  });

  it('reads the boundary from the content type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary=----Web12')).toBe('----Web12');
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull();
    expect(multipartReader('multipart/form-data', keepAll, 10)).toBeNull();
  });

  it('doubts a part kept twice (it keeps the first, as Next.js reads), a file, or a name parsers may read otherwise', () => {
    const twice = read(body(part('0', '["$K1"]'), part('0', '[]')), 9);
    expect(twice.parts().get('0')).toBe('["$K1"]');
    expect(twice.doubt()).toBe('the part 0 is given twice');
    expect(read(body(part('0', '["$K1"]', '; filename="x"')), 9).doubt()).toBe('the part 0 is a file');
    const bare = '--XYZ\r\nContent-Disposition: form-data; name=0\r\n\r\n[]\r\n';
    expect(read(body(bare), 5).parts().get('0')).toBe('[]');
    const extended = `--XYZ\r\nContent-Disposition: form-data; name*=utf-8''0\r\n\r\n[]\r\n`;
    expect(read(body(extended), 5).doubt()).toBe('the part 0 is named in an unusual way');
    // A file the site does not check (a photo) is no doubt; neither is a browser's ordinary form.
    expect(
      read(body(part('photo', 'x', '; filename="a.jpg"'), part('0', '["$K1"]')), 9, (n) => n === '0').doubt(),
    ).toBeNull();
    expect(read(whole, 9).doubt()).toBeNull();
  });

  it('is broken when a part’s headers run past 16 KB, even in one chunk', () => {
    const long = `--XYZ\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'x'.repeat(17_000)}\r\n\r\nb\r\n`;
    expect(read(body(long), 100_000).complete()).toBe(false);
  });
});
