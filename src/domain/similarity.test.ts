import { describe, expect, it } from 'vitest';
import { distanceKm, rankSimilar, type SimilarCandidate } from './similarity';

const deinze = { lat: 50.984, lng: 3.527 };
const base: SimilarCandidate = { id: 1, goal: 0, webId: 1, city: 'Deinze', zip: '9800', price: 300_000, ...deinze };
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
    const gent = { city: 'Gent', zip: '9000', lat: 51.054, lng: 3.717 }; // about 15.4 km
    const nevele = { city: 'Nevele', zip: '9850', lat: 51.035, lng: 3.546 }; // about 6 km
    const result = rankSimilar(base, [
      make(2, { price: 391_000 }),
      make(3, { price: 390_000 }),
      make(4, gent),
      make(5, nevele),
    ]);
    expect(result.map((c) => c.id)).toEqual([5, 3]);
  });

  it('returns at most four', () => {
    const many = Array.from({ length: 9 }, (_, i) => make(i + 2, {}));
    expect(rankSimilar(base, many)).toHaveLength(4);
  });

  it('uses the postal area when a position is missing, and treats unknown prices as neutral', () => {
    const result = rankSimilar({ ...base, lat: null, lng: null }, [
      make(2, { city: 'Zulte', zip: '9870', price: null }),
      make(3, { city: 'Namur', zip: '5000' }),
    ]);
    expect(result.map((c) => c.id)).toEqual([2]);
  });
});

describe('distanceKm', () => {
  it('measures Deinze–Gent at about 15 km', () => {
    expect(distanceKm(deinze, { lat: 51.054, lng: 3.717 })).toBeCloseTo(15.4, 0);
  });
});
