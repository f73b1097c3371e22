import { describe, expect, it } from 'vitest';
import { distanceKm, rankSimilar, type SimilarCandidate } from './similarity';

const leuven = { lat: 50.8798, lng: 4.7005 };
const base: SimilarCandidate = { id: 1, goal: 0, webId: 1, city: 'Leuven', zip: '3000', price: 300_000, ...leuven };
const make = (id: number, extra: Partial<SimilarCandidate>): SimilarCandidate => ({ ...base, id, ...extra });

describe('rankSimilar', () => {
  it('keeps the same goal only and never the property itself', () => {
    const result = rankSimilar(base, [base, make(2, { goal: 1 }), make(3, {})]);
    expect(result.map((c) => c.id)).toEqual([3]);
  });

  it('ranks the same type before another type, then the closer price', () => {
    const result = rankSimilar(base, [
      make(2, { webId: 2, price: 300_000 }),
      make(3, { price: 360_000 }),
      make(4, { price: 310_000 }),
    ]);
    expect(result.map((c) => c.id)).toEqual([4, 3, 2]);
  });

  it('leaves out prices more than 30 % away, and places farther than 15 km', () => {
    const aarschot = { city: 'Aarschot', zip: '3200', lat: 50.9869, lng: 4.8366 }; // about 15.3 km
    const bertem = { city: 'Bertem', zip: '3060', lat: 50.8656, lng: 4.6274 }; // about 5.4 km
    const result = rankSimilar(base, [
      make(2, { price: 391_000 }),
      make(3, { price: 390_000 }),
      make(4, aarschot),
      make(5, bertem),
    ]);
    expect(result.map((c) => c.id)).toEqual([5, 3]);
  });

  it('returns at most four', () => {
    const many = Array.from({ length: 9 }, (_, i) => make(i + 2, {}));
    expect(rankSimilar(base, many)).toHaveLength(4);
  });

  it('uses the postal area when a position is missing, and treats unknown prices as neutral', () => {
    const result = rankSimilar({ ...base, lat: null, lng: null }, [
      make(2, { city: 'Bertem', zip: '3060', price: null }),
      make(3, { city: 'Namur', zip: '5000' }),
    ]);
    expect(result.map((c) => c.id)).toEqual([2]);
  });
});

describe('distanceKm', () => {
  it('measures Leuven–Aarschot at about 15 km', () => {
    expect(distanceKm(leuven, { lat: 50.9869, lng: 4.8366 })).toBeCloseTo(15.3, 0);
  });
});
