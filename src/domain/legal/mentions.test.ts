import { describe, expect, it } from 'vitest';
import { labelConflict, MENTION_RULES, missingMentions, rulesFor, type MentionFacts } from './mentions';

const bare: MentionFacts = {
  goal: 'sale',
  zip: '9000',
  countryId: 10,
  webId: 2,
  hasDescription: true,
  price: 250_000,
  publishPrice: true,
  energyScore: null,
  energyLabel: null,
  energy: null,
  flood: null,
  planning: null,
  financial: null,
  flags: null,
};

/** A Flemish sale with every mention its ad needs. */
const complete: MentionFacts = {
  ...bare,
  energyScore: 310,
  energyLabel: 'D',
  energy: { certificateCode: '20240312-0003123456-RES-1' },
  flood: { pScore: 'A', gScore: 'A' },
  planning: {
    permit: true,
    planningZone: 'woongebied',
    summons: false,
    preemptiveRights: false,
    allotmentPermit: false,
    heritage: false,
  },
};

const ids = (f: MentionFacts) => missingMentions(f).map((r) => r.id);

describe('legal mentions by region', () => {
  it('every rule names its source and the date it applies since', () => {
    for (const r of MENTION_RULES) {
      expect(r.source.length).toBeGreaterThan(10);
      expect(r.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(MENTION_RULES.map((r) => r.id)).size).toBe(MENTION_RULES.length);
  });

  it('a complete Flemish sale misses nothing; a bare one misses the EPC, flood scores, the five planning items and heritage', () => {
    expect(ids(complete)).toEqual([]);
    expect(ids(bare)).toEqual([
      'fl-epc-score',
      'fl-epc-label',
      'fl-epc-code',
      'fl-flood-p',
      'fl-flood-g',
      'fl-permit',
      'fl-zoning',
      'fl-summons',
      'fl-preemption',
      'fl-subdivision',
      'fl-heritage',
    ]);
  });

  it('a false planning fact is a fact given (Gvg, Gdv …); only an absent one is missing', () => {
    expect(ids({ ...complete, planning: { ...complete.planning, permit: false } })).toEqual([]);
    expect(ids({ ...complete, planning: { ...complete.planning, permit: undefined } })).toEqual(['fl-permit']);
    expect(ids({ ...complete, planning: { ...complete.planning, planningZone: '  ' } })).toEqual(['fl-zoning']);
  });

  it('a Flemish rental needs the rent and the common charges in every communication, not the planning items', () => {
    const rental = { ...complete, goal: 'rent' as const, planning: { heritage: false } };
    expect(ids(rental)).toEqual(['fl-charges']);
    expect(ids({ ...rental, financial: { chargesRenter: 0 } })).toEqual([]);
    expect(ids({ ...rental, financial: { chargesRenter: 150 }, publishPrice: false })).toEqual(['fl-rent']);
    expect(
      rulesFor(rental)
        .filter((r) => r.where === 'every')
        .map((r) => r.id),
    ).toEqual(['fl-rent', 'fl-charges']);
  });

  it('no EPC for a plot of land or a parking space', () => {
    expect(ids({ ...complete, webId: 4, energyScore: null, energyLabel: null, energy: null })).toEqual([]);
    expect(ids({ ...complete, webId: 7, energyScore: null, energyLabel: null, energy: null })).toEqual([]);
  });

  it('Brussels: the PEB class in every ad; a rental lists description, rent, meters, charges and how they are computed, PEB', () => {
    const sale = { ...bare, zip: '1050' };
    expect(ids(sale)).toEqual(['bx-peb-class']);
    const rental = { ...sale, goal: 'rent' as const, hasDescription: false };
    expect(ids(rental)).toEqual(['bx-peb-class', 'bx-rent-description', 'bx-meters', 'bx-charges', 'bx-peb-rent']);
    // Charges given: how they are computed must be said; charges of 0 need no basis.
    expect(ids({ ...rental, financial: { chargesRenter: 80 } })).toContain('bx-charges-basis');
    expect(ids({ ...rental, financial: { chargesRenter: 0 } })).not.toContain('bx-charges-basis');
    expect(
      ids({
        ...rental,
        hasDescription: true,
        energyLabel: 'C+',
        energyScore: 110,
        flags: { individualMeters: true },
        financial: { chargesRenter: 80, chargesBasis: 'provision' },
      }),
    ).toEqual([]);
  });

  it('Wallonia: the PEB; a rental states the rent, the charges, flat-rate or provisional, and their nature', () => {
    const rental = { ...bare, zip: '6700', goal: 'rent' as const, energyLabel: 'D', energyScore: 300 };
    expect(ids(rental)).toEqual(['wa-charges']);
    expect(ids({ ...rental, financial: { chargesRenter: 60 } })).toEqual(['wa-charges-basis', 'wa-charges-nature']);
    expect(
      ids({
        ...rental,
        financial: { chargesRenter: 60, chargesBasis: 'flat', chargesNature: 'eau, parties communes' },
      }),
    ).toEqual([]);
  });

  it('no rule outside Belgium', () => {
    expect(rulesFor({ goal: 'sale', zip: '1450', countryId: 50, webId: 1 })).toEqual([]);
  });
});

describe('a label the score contradicts', () => {
  it('is told (Flemish C with 310, Brussels D- with 160, Walloon D with 200); an agreeing label is not', () => {
    expect(labelConflict({ ...bare, energyLabel: 'C', energyScore: 310 })).toEqual({ printed: 'c', fromScore: 'd' });
    expect(labelConflict({ ...bare, zip: '1000', energyLabel: 'D-', energyScore: 160 })).toEqual({
      printed: 'd_sub',
      fromScore: 'd_plus',
    });
    expect(labelConflict({ ...bare, zip: '5000', energyLabel: 'D', energyScore: 200 })).toEqual({
      printed: 'd',
      fromScore: 'c',
    });
    expect(labelConflict({ ...bare, energyLabel: 'D', energyScore: 310 })).toBeNull();
    expect(labelConflict({ ...bare, energyLabel: 'D', energyScore: null })).toBeNull();
  });
});
