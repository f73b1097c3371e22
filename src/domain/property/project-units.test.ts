import { describe, expect, it } from 'vitest';
import { priceListSections } from './project-units';

const u = (id: number, goal: number) => ({ id, goal });

describe('priceListSections', () => {
  it("lists a sale project's lots for sale and sets its rented parking spaces apart", () => {
    const s = priceListSections([u(1, 0), u(2, 1), u(3, 0), u(4, 1)], 0);
    expect(s.main.map((x) => x.id)).toEqual([1, 3]);
    expect(s.other.map((x) => x.id)).toEqual([2, 4]);
    expect(s.otherGoal).toBe(1);
  });

  it("lists a rent project's units for rent first", () => {
    const s = priceListSections([u(1, 0), u(2, 1)], 1);
    expect(s.main.map((x) => x.id)).toEqual([2]);
    expect(s.other.map((x) => x.id)).toEqual([1]);
    expect(s.otherGoal).toBe(0);
  });

  it('takes the goal of most units when the project has none', () => {
    expect(priceListSections([u(1, 1), u(2, 1), u(3, 0)], null).main.map((x) => x.id)).toEqual([1, 2]);
    expect(priceListSections([u(1, 1), u(2, 0)], undefined).main.map((x) => x.id)).toEqual([2]);
  });

  it("has nothing apart when every unit has the project's goal, and keeps the order", () => {
    expect(priceListSections([u(3, 0), u(1, 0)], 0)).toEqual({ main: [u(3, 0), u(1, 0)], other: [], otherGoal: 1 });
    expect(priceListSections([], 0)).toEqual({ main: [], other: [], otherGoal: 1 });
  });
});
