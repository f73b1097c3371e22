import { describe, expect, it } from 'vitest';
import { energyLabel, energyLabelConflict, energyLabelDisplay, isRenovationObligation } from './energy-label';

const LEUVEN = 3000; // Flanders
const NAMUR = 5000; // Wallonia
const BRUSSELS = 1000;

const labelAt = (zip: number, score: number) => energyLabel({ countryId: 10, zip, energyPerformance: score })?.label;

describe('energyLabel: Flanders [lower, upper)', () => {
  it.each([
    [-1, 'a_plus'],
    [-0.1, 'a_plus'],
    [0, 'a'],
    [99.9, 'a'],
    [100, 'b'],
    [199, 'b'],
    [200, 'c'],
    [299.99, 'c'],
    [300, 'd'],
    [399, 'd'],
    [400, 'e'],
    [499, 'e'],
    [499.9, 'e'],
    [500, 'f'],
    [9999, 'f'],
  ])('%s → %s', (score, label) => {
    expect(labelAt(LEUVEN, score)).toBe(label);
  });

  it('returns the scale and the score', () => {
    expect(energyLabel({ countryId: 10, zip: '3000', energyPerformance: 250 })).toEqual({
      scale: 'flanders',
      label: 'c',
      score: 250,
      derived: true,
    });
  });
});

describe('energyLabel: Wallonia [lower, upper)', () => {
  it.each([
    [-1, 'a_plusplus'],
    [0, 'a_plus'],
    [44, 'a_plus'],
    [44.9, 'a_plus'],
    [45, 'a'],
    [84, 'a'],
    [85, 'b'],
    [169, 'b'],
    [170, 'c'],
    [254, 'c'],
    [255, 'd'],
    [339, 'd'],
    [340, 'e'],
    [424, 'e'],
    [425, 'f'],
    [509, 'f'],
    [510, 'g'],
    [1000, 'g'],
  ])('%s → %s', (score, label) => {
    expect(labelAt(NAMUR, score)).toBe(label);
  });

  it('covers the 1300-1499 Walloon range too', () => {
    expect(energyLabel({ countryId: 10, zip: 1300, energyPerformance: 100 })).toEqual({
      scale: 'wallonia',
      label: 'b',
      score: 100,
      derived: true,
    });
  });
});

describe('energyLabel: Brussels (first class whose upper bound is not exceeded)', () => {
  it.each([
    [-1, 'a_plus'],
    [-0.5, 'a_plus'],
    [0, 'a'],
    [1, 'a'],
    [23, 'a'],
    [23.5, 'a_sub'],
    [24, 'a_sub'],
    [45, 'a_sub'],
    [46, 'b_plus'],
    [62, 'b_plus'],
    [63, 'b'],
    [79, 'b'],
    [80, 'b_sub'],
    [95, 'b_sub'],
    [96, 'c_plus'],
    [113, 'c_plus'],
    [114, 'c'],
    [132, 'c'],
    [133, 'c_sub'],
    [150, 'c_sub'],
    [151, 'd_plus'],
    [170, 'd_plus'],
    [171, 'd'],
    [190, 'd'],
    [191, 'd_sub'],
    [210, 'd_sub'],
    [211, 'e_plus'],
    [232, 'e_plus'],
    [233, 'e'],
    [253, 'e'],
    [254, 'e_sub'],
    [275, 'e_sub'],
    [276, 'f_plus'],
    [298, 'f_plus'],
    [299, 'f'],
    [322, 'f'],
    [322.1, 'f_sub'],
    [323, 'f_sub'],
    [345, 'f_sub'],
    [345.5, 'g'],
    [346, 'g'],
    [800, 'g'],
  ])('%s → %s', (score, label) => {
    expect(labelAt(BRUSSELS, score)).toBe(label);
  });

  it('uses the Brussels scale up to 1299', () => {
    expect(energyLabel({ countryId: 10, zip: '1299', energyPerformance: 30 })).toEqual({
      scale: 'brussels',
      label: 'a_sub',
      score: 30,
      derived: true,
    });
  });
});

describe('energyLabel: country and fallbacks', () => {
  it('treats a missing country as Belgium', () => {
    expect(energyLabel({ zip: 9000, energyPerformance: 150 })?.scale).toBe('flanders');
    expect(energyLabel({ countryId: null, zip: 9000, energyPerformance: 150 })?.label).toBe('b');
  });

  it('reads numeric strings, with a decimal comma too', () => {
    expect(energyLabel({ countryId: 10, zip: 9000, energyPerformance: '99,9' })?.label).toBe('a');
    expect(energyLabel({ countryId: 10, zip: 9000, energyPerformance: ' 100 ' })?.label).toBe('b');
  });

  it.each([null, undefined, NaN, '', 'n/a', Infinity])(
    "shows the certificate's label in Belgium without a numeric score (%s)",
    (energyPerformance) => {
      expect(energyLabel({ countryId: 10, zip: 9000, energyPerformance, epcLabelText: ' B ' })).toEqual({
        scale: 'flanders',
        label: 'b',
        score: null,
      });
    },
  );

  it('shows nothing in Belgium without score and without text', () => {
    expect(energyLabel({ countryId: 10, zip: 9000, energyPerformance: null, epcLabelText: '  ' })).toBeNull();
    expect(energyLabel({ countryId: 10, zip: 9000 })).toBeNull();
  });

  it('falls back to the label text when the Belgian zip is in no region', () => {
    expect(energyLabel({ countryId: 10, zip: 999, energyPerformance: 150, epcLabelText: 'C' })).toEqual({
      scale: 'text',
      label: 'C',
      score: 150,
    });
    expect(energyLabel({ countryId: 10, zip: null, energyPerformance: 150, epcLabelText: 'C' })?.scale).toBe('text');
    expect(energyLabel({ countryId: 10, zip: 'abcd', energyPerformance: 150 })).toBeNull();
  });

  it('uses the label text in Luxembourg, whatever the score', () => {
    expect(energyLabel({ countryId: 50, zip: 1000, energyPerformance: 10, epcLabelText: 'A' })).toEqual({
      scale: 'luxembourg',
      label: 'A',
      score: 10,
    });
    expect(energyLabel({ countryId: 50, zip: 1000, energyPerformance: null, epcLabelText: 'c' })).toEqual({
      scale: 'luxembourg',
      label: 'c',
      score: null,
    });
    expect(energyLabel({ countryId: 50, energyPerformance: 10 })).toBeNull();
  });

  it('shows no label for other countries', () => {
    expect(energyLabel({ countryId: 20, zip: 9000, energyPerformance: 150, epcLabelText: 'B' })).toBeNull();
    expect(energyLabel({ countryId: 0, zip: 9000, energyPerformance: 150 })).toBeNull();
  });
});

describe("energyLabel: the certificate's label, never recomputed (issue 42)", () => {
  it.each([
    ['2000', 310, 'C', 'flanders', 'c'],
    ['1000', 160, 'D-', 'brussels', 'd_sub'],
    ['5000', 200, 'D', 'wallonia', 'd'],
    ['1000', 30, 'a-', 'brussels', 'a_sub'],
    ['4000', 10, 'A++', 'wallonia', 'a_plusplus'],
    ['9000', -5, 'A+', 'flanders', 'a_plus'],
    ['1050', 120, 'C_PLUS', 'brussels', 'c_plus'],
  ])('%s, score %s, printed %s → %s %s', (zip, score, printed, scale, label) => {
    expect(energyLabel({ countryId: 10, zip, energyPerformance: score, epcLabelText: printed })).toEqual({
      scale,
      label,
      score,
    });
  });

  it('a printed label that is no class of the region is shown as printed (a Flemish "D-", a Walloon "B+")', () => {
    expect(energyLabel({ countryId: 10, zip: '9000', energyPerformance: 310, epcLabelText: 'D-' })).toEqual({
      scale: 'text',
      label: 'D-',
      score: 310,
    });
    expect(energyLabel({ countryId: 10, zip: '5000', energyPerformance: 90, epcLabelText: 'B+' })?.scale).toBe('text');
  });

  it("only a score without a label gets its region's class, marked derived", () => {
    expect(energyLabel({ countryId: 10, zip: '9000', energyPerformance: 310 })).toEqual({
      scale: 'flanders',
      label: 'd',
      score: 310,
      derived: true,
    });
  });

  it('names a conflict between the label and its score for the office', () => {
    expect(energyLabelConflict({ countryId: 10, zip: '2000', energyPerformance: 310, epcLabelText: 'C' })).toEqual({
      printed: 'c',
      fromScore: 'd',
    });
    expect(energyLabelConflict({ countryId: 10, zip: '2000', energyPerformance: 250, epcLabelText: 'C' })).toBeNull();
    expect(energyLabelConflict({ countryId: 50, zip: '1000', energyPerformance: 250, epcLabelText: 'G' })).toBeNull();
  });
});

describe('energyLabelDisplay', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['a', 'A'],
    ['a_sub', 'A-'],
    ['b_plus', 'B+'],
    ['b', 'B'],
    ['b_sub', 'B-'],
    ['c_plus', 'C+'],
    ['c', 'C'],
    ['c_sub', 'C-'],
    ['d_plus', 'D+'],
    ['d', 'D'],
    ['d_sub', 'D-'],
    ['e_plus', 'E+'],
    ['e', 'E'],
    ['e_sub', 'E-'],
    ['f_plus', 'F+'],
    ['f', 'F'],
    ['f_sub', 'F-'],
    ['g', 'G'],
  ])('%s → %s', (key, text) => {
    expect(energyLabelDisplay(key)).toBe(text);
    expect(energyLabelDisplay({ scale: 'brussels', label: key, score: 1 })).toBe(text);
  });

  it('passes label text through, trimmed and uppercased', () => {
    expect(energyLabelDisplay({ scale: 'text', label: ' b ', score: null })).toBe('B');
    expect(energyLabelDisplay({ scale: 'luxembourg', label: 'a+', score: null })).toBe('A+');
    expect(energyLabelDisplay('  Klasse c ')).toBe('KLASSE C');
    expect(energyLabelDisplay(null)).toBe('');
  });
});

describe('isRenovationObligation', () => {
  it.each(['e_plus', 'e', 'e_sub', 'f_plus', 'f', 'f_sub', 'E', 'F', ' e+ ', 'F-'])('%j → true', (label) => {
    expect(isRenovationObligation(label)).toBe(true);
  });

  it.each(['a_plusplus', 'a', 'd', 'd_sub', 'g', 'G', 'EF', '', null])('%j → false', (label) => {
    expect(isRenovationObligation(label)).toBe(false);
  });

  it('works on computed labels', () => {
    expect(isRenovationObligation(energyLabel({ countryId: 10, zip: 9000, energyPerformance: 450 }))).toBe(true);
    expect(isRenovationObligation(energyLabel({ countryId: 10, zip: 9000, energyPerformance: 350 }))).toBe(false);
    expect(isRenovationObligation(energyLabel({ countryId: 10, zip: 5000, energyPerformance: 520 }))).toBe(false);
    expect(isRenovationObligation(energyLabel({ countryId: 10, zip: 1000, energyPerformance: 330 }))).toBe(true);
  });
});
