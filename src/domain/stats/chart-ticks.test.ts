import { describe, expect, it } from 'vitest';
import { chartTicks } from './chart-ticks';

describe('chartTicks', () => {
  it('spreads the labels of 30 days evenly, first and last included', () => {
    expect(chartTicks(30, 5)).toEqual([0, 7, 15, 22, 29]);
    expect(chartTicks(30, 3)).toEqual([0, 15, 29]);
  });

  it('never puts two labels on neighbouring bars of a month', () => {
    for (const max of [2, 3, 4, 5, 6]) {
      const ticks = chartTicks(30, max);
      for (let i = 1; i < ticks.length; i++) expect(ticks[i]! - ticks[i - 1]!).toBeGreaterThanOrEqual(5);
    }
  });

  it('labels every bar of a short series, and the last one alone when one label is asked', () => {
    expect(chartTicks(3, 5)).toEqual([0, 1, 2]);
    expect(chartTicks(1, 5)).toEqual([0]);
    expect(chartTicks(30, 1)).toEqual([29]);
  });

  it('labels nothing without bars', () => {
    expect(chartTicks(0, 5)).toEqual([]);
    expect(chartTicks(-1, 5)).toEqual([]);
  });
});
