import { describe, expect, it } from 'vitest';
import { codeKey, detailGroups } from './detail-groups';

describe('detailGroups', () => {
  it('groups the fields in the specification order and leaves out empty groups', () => {
    const groups = detailGroups({
      goal: 0,
      bedrooms: 3,
      livingSurface: 180,
      construction: { constructionYear: 1978, facades: 3, windowGlazing: 'double' },
      flags: { gas: true, lift: false },
      financial: { realEstateTax: 1240 },
      pointsOfInterest: [{ kind: 'school', name: 'Vrije Basisschool', distanceM: 450 }],
    });
    expect(groups.map((g) => g.id)).toEqual([
      'surfaces',
      'rooms',
      'construction',
      'flags',
      'financial',
      'pointsOfInterest',
    ]);
    expect(groups[0]!.rows).toEqual([{ key: 'living', value: { kind: 'area', value: 180 } }]);
    expect(groups[2]!.rows.map((r) => r.key)).toEqual(['constructionYear', 'facades', 'windowGlazing']);
    expect(groups[3]!.rows).toEqual([
      { key: 'gas', value: { kind: 'bool', value: true } },
      { key: 'lift', value: { kind: 'bool', value: false } },
    ]);
    expect(groups[5]!.rows[0]).toEqual({
      key: 'school',
      value: { kind: 'place', name: 'Vrije Basisschool', distanceM: 450 },
    });
  });

  it('shows nothing for empty fields: zero counts and surfaces, blank texts, empty lists, missing groups', () => {
    const groups = detailGroups({
      goal: 1,
      bedrooms: 0,
      toilets: null,
      surfaces: { garden: 0, terrace: 0 },
      comfort: { heatingType: '  ', interior: [], exterior: [''] },
      contract: {},
      availableFrom: 'soon',
    });
    expect(groups).toEqual([]);
  });

  it('prefers the surfaces group but falls back to the card surfaces', () => {
    const [surfaces] = detailGroups({ goal: 0, livingSurface: 90, groundSurface: 300, surfaces: { living: 95 } });
    expect(surfaces!.rows.map((r) => [r.key, r.value])).toEqual([
      ['living', { kind: 'area', value: 95 }],
      ['ground', { kind: 'area', value: 300 }],
    ]);
  });

  it('keeps negative and zero energy scores, which are facts, and reads the judicial decision as no, yes or on request', () => {
    const groups = detailGroups({
      goal: 0,
      energy: { epc: -6, co2Emission: 0 },
      planning: { judicialDecision: 2, permit: false },
    });
    expect(groups.find((g) => g.id === 'energy')!.rows).toEqual([
      { key: 'epc', value: { kind: 'energy', value: -6 } },
      { key: 'co2Emission', value: { kind: 'co2', value: 0 } },
    ]);
    expect(groups.find((g) => g.id === 'planning')!.rows).toEqual([
      { key: 'permit', value: { kind: 'bool', value: false } },
      { key: 'judicialDecision', value: { kind: 'judicial', value: 2 } },
    ]);
  });

  it('shows the VAT regime only when it applies, and viager ages and genders', () => {
    const groups = detailGroups({
      goal: 0,
      financial: { vatRegime: false },
      viager: { ages: [82, 79], gender: ['m', 'f'], indexedRent: 900 },
    });
    expect(groups.map((g) => g.id)).toEqual(['viager']);
    expect(groups[0]!.rows.map((r) => r.key)).toEqual(['ages', 'gender', 'indexedRent']);
  });

  it('groups availability and contract for rentals', () => {
    const groups = detailGroups({
      goal: 1,
      availability: 'rented',
      availableFrom: '2026-03-05',
      contract: { type: '9-year lease', duration: '9 years' },
    });
    expect(groups.map((g) => [g.id, g.rows.map((r) => r.key)])).toEqual([
      ['availability', ['availability', 'availableFrom']],
      ['contract', ['contractType', 'contractDuration']],
    ]);
  });
});

describe('codeKey', () => {
  it('turns stored codes into message keys', () => {
    expect(codeKey('9-year lease')).toBe('9-year-lease');
    expect(codeKey('1 year, renewable')).toBe('1-year-renewable');
    expect(codeKey(' Gas-Condensing ')).toBe('gas-condensing');
    expect(codeKey('3-6-9 years')).toBe('3-6-9-years');
  });
});

describe('detailGroups: the built surface named for the type', () => {
  const rowKeys = (webId: number | null) =>
    detailGroups({ goal: 0, webId, livingSurface: 120 })[0]!.rows.map((r) => r.key);
  it('is the living area of a home, the floor area of offices, the plain area of a garage', () => {
    expect(rowKeys(1)).toEqual(['living']);
    expect(rowKeys(9)).toEqual(['floorArea']);
    expect(rowKeys(8)).toEqual(['floorArea']);
    expect(rowKeys(7)).toEqual(['area']);
    expect(rowKeys(null)).toEqual(['area']);
  });
});
