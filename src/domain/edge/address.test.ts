import { describe, expect, it } from 'vitest';
import { hasMalformedEscape } from './address';

describe('hasMalformedEscape', () => {
  it('accepts plain and well-escaped paths', () => {
    for (const path of [
      '/nl/te-koop/',
      '/nl/%C3%A9t%C3%A9/',
      '/%F0%9F%98%80/',
      '/a%20b/',
      '/nl/te-koop/x/y/5202/',
      '/Wie-zijn-wij%3F/',
    ])
      expect(hasMalformedEscape(path), path).toBe(false);
  });

  it('finds a lone %, a non-hex escape and escapes that are not UTF-8', () => {
    for (const path of ['/nl/%/', '/fr/%zz/', '/nl/%c2/', '/a/%e3c9/', '/x%', '/%ED%A0%80/', '/%C0%AF/', '/%ff%fe/'])
      expect(hasMalformedEscape(path), path).toBe(true);
  });

  it('finds an escaped % that a second decoding breaks (Next.js decodes dynamic segments twice)', () => {
    for (const path of ['/nl/over%25ons/', '/fr/a-vendre/wavre/x%25y/123/', '/fr/a-vendre/)%25%40_%F0%9F%98%80-a/'])
      expect(hasMalformedEscape(path), path).toBe(true);
    expect(hasMalformedEscape('/nl/%2525/')).toBe(false);
  });
});
