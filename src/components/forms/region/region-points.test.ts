import { describe, expect, it } from 'vitest';
import { MAX_POINTS, parsePoints, roundPoint } from './region-points';

describe('region points', () => {
  it('reads back a drawn region and ignores anything else', () => {
    expect(parsePoints('[[50.98,3.5],[50.99,3.55]]')).toEqual([
      [50.98, 3.5],
      [50.99, 3.55],
    ]);
    expect(parsePoints('')).toEqual([]);
    expect(parsePoints(undefined)).toEqual([]);
    expect(parsePoints('{"a":1}')).toEqual([]);
    expect(parsePoints('[[50.9')).toEqual([]);
    expect(parsePoints('[[1,2,3],["a",2],[50.1,3.2]]')).toEqual([[50.1, 3.2]]);
    expect(parsePoints(JSON.stringify(Array.from({ length: 300 }, () => [50, 3])))).toHaveLength(MAX_POINTS);
  });
  it('rounds corners to five decimals', () => {
    expect(roundPoint([50.984712345, 3.527349999])).toEqual([50.98471, 3.52735]);
  });
});
