import { describe, expect, it } from 'vitest';
import { energyLabel } from '../property/energy-label';
import {
  floodTextCode,
  inFloodRiskArea,
  planningAbbreviations,
  planningZoneCode,
  showsFloodSymbol,
  showsRenovationNotice,
} from './legal-info';

describe('flood information', () => {
  it('shows the flood symbol when the P-score or the G-score is D, and only then', () => {
    expect(showsFloodSymbol({ pScore: 'D' })).toBe(true);
    expect(showsFloodSymbol({ pScore: 'C', gScore: 'D' })).toBe(true);
    expect(showsFloodSymbol({ pScore: 'C', gScore: 'C' })).toBe(false);
    expect(showsFloodSymbol({ pScore: 'A' })).toBe(false);
    expect(showsFloodSymbol(null)).toBe(false);
  });
  it('counts C and D as a risk area, A and B not', () => {
    expect(inFloodRiskArea({ pScore: 'C' })).toBe(true);
    expect(inFloodRiskArea({ pScore: 'A', gScore: 'D' })).toBe(true);
    expect(inFloodRiskArea({ pScore: 'B', gScore: 'B' })).toBe(false);
    expect(inFloodRiskArea(undefined)).toBe(false);
  });
  it('maps the standard Flemish wording to codes, case and spaces ignored; other text is not guessed', () => {
    expect(floodTextCode('Effectief overstromingsgevoelig gebied')).toBe('effectively-flood-prone');
    expect(floodTextCode('  niet gelegen in een risicozone voor overstromingen ')).toBe('not-in-risk-zone');
    expect(floodTextCode('Zone inondable')).toBeNull();
    expect(floodTextCode('')).toBeNull();
  });
});

describe('planning abbreviations', () => {
  it('gives the standard abbreviations in order: permit, zone, summons, pre-emptive right, allotment', () => {
    expect(
      planningAbbreviations({
        permit: true,
        planningZone: 'Woongebied',
        summons: false,
        preemptiveRights: false,
        allotmentPermit: false,
      }),
    ).toEqual(['Vg', 'Wg', 'Gdv', 'Gvkr', 'Gvkl']);
    expect(
      planningAbbreviations({ permit: false, summons: true, preemptiveRights: true, allotmentPermit: true }),
    ).toEqual(['Gvg', 'Dv', 'Vkr', 'Vkl']);
  });
  it('leaves out facts that are unknown and zones without a standard abbreviation', () => {
    expect(planningAbbreviations({ planningZone: 'Parkgebied' })).toEqual([]);
    expect(planningAbbreviations({ planningZone: 'woongebied met landelijk karakter', permit: true })).toEqual(['Vg']);
    expect(planningAbbreviations({ planningZone: ' woongebied ' })).toEqual(['Wg']);
    expect(planningAbbreviations(null)).toEqual([]);
  });
  it('codes the known planning zones for translation', () => {
    expect(planningZoneCode('Agrarisch gebied')).toBe('agricultural');
    expect(planningZoneCode('Parkgebied')).toBeNull();
    // A connector's code is its own key.
    expect(planningZoneCode('day-leisure')).toBe('day-leisure');
    expect(floodTextCode('not-flood-prone')).toBe('not-flood-prone');
  });
});

describe('renovation notice', () => {
  const flemish = (score: number) => energyLabel({ countryId: 10, zip: '3000', energyPerformance: score });
  it('applies to Flemish sale listings with label E or F (scores 400 and above)', () => {
    expect(showsRenovationNotice(0, flemish(400))).toBe(true);
    expect(showsRenovationNotice(0, flemish(612))).toBe(true);
    expect(showsRenovationNotice(0, flemish(399))).toBe(false);
  });
  it('does not apply to rentals, to Brussels or Wallonia, or without a label', () => {
    expect(showsRenovationNotice(1, flemish(500))).toBe(false);
    expect(showsRenovationNotice(0, energyLabel({ zip: '1000', energyPerformance: 253 }))).toBe(false);
    expect(showsRenovationNotice(0, energyLabel({ zip: '7000', energyPerformance: 480 }))).toBe(false);
    expect(showsRenovationNotice(0, null)).toBe(false);
  });
});
