import { describe, expect, it } from 'vitest';
import { planRun, type Known, type Mapped } from './plan';

const listing = (id: number, status = 'published', unplaced: string[] = []): Mapped => ({
  kind: 'property',
  record: { id, status, goal: 'sale' },
  unplaced,
});
const known = (id: number, status = 'published', kind: Known['kind'] = 'property'): Known => ({
  kind,
  externalId: String(id),
  record: { id, status, goal: 'sale' },
});
const options = { full: true, label: 'Whise' };

describe('planRun', () => {
  it('sends published listings, and what leaves the software only when the site had it', () => {
    const plan = planRun(
      [listing(1), listing(2, 'withdrawn'), listing(3, 'draft'), listing(4, 'withdrawn')],
      [known(4)],
      {
        ...options,
        full: false,
      },
    );
    expect(plan.properties.map((p) => [p.id, p.status])).toEqual([
      [1, 'published'],
      [4, 'withdrawn'],
    ]);
    expect(plan.withdrawn).toEqual({ property: [], project: [] });
  });

  it('withdraws, in the full comparison, what the site shows and the software no longer lists', () => {
    const plan = planRun(
      [listing(1)],
      [known(1), known(2), known(3, 'withdrawn'), known(9, 'published', 'project')],
      options,
    );
    expect(plan.withdrawn).toEqual({ property: [2], project: [9] });
    expect(plan.properties).toContainEqual({ id: 2, status: 'withdrawn', goal: 'sale' });
    expect(plan.projects).toEqual([{ id: 9, status: 'withdrawn', goal: 'sale' }]);
    expect(plan.warnings).toEqual([]);
  });

  it('withdraws nothing when the changes alone were asked', () => {
    expect(planRun([listing(1)], [known(1), known(2)], { ...options, full: false }).withdrawn.property).toEqual([]);
  });

  it('takes an answer without a published listing for an outage, not for the sale of the whole office', () => {
    const plan = planRun([], [known(1), known(2)], options);
    expect(plan.withdrawn).toEqual({ property: [], project: [] });
    expect(plan.properties).toEqual([]);
    expect(plan.warnings).toEqual([
      'Whise listed no published listing while the site shows 2: taken as an outage, nothing withdrawn',
    ]);
    // An office that truly has nothing online, and a site that shows nothing, is no outage.
    expect(planRun([], [known(1, 'withdrawn')], options).warnings).toEqual([]);
  });

  it('names each field the site cannot place once, with the number of listings', () => {
    const plan = planRun(
      [
        listing(1, 'published', ['details 142 (fitness)', 'newField']),
        listing(2, 'published', ['details 142 (fitness)']),
      ],
      [],
      options,
    );
    expect(plan.unplaced).toEqual(['details 142 (fitness): 2 listings', 'newField: 1 listing']);
  });

  it('names every listing the software sent that the site does not show, with the reason', () => {
    const prospect: Mapped = {
      kind: 'property',
      externalId: '3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01',
      record: { id: 7, status: 'draft', reference: 'SB-7', texts: { fr: { title: 'Appartement' } } },
      unplaced: [],
      hidden: 'status prospect without a public publication',
    };
    const plan = planRun([listing(1), prospect, listing(2, 'withdrawn')], [], { ...options, full: false });
    expect(plan.notShown).toEqual([
      'SB-7 Appartement (property 3f0b6a52-9f1e-4c1a-9d7e-2b8f4c6e1a01): status prospect without a public publication',
      '(property 2): status withdrawn',
    ]);
  });
});
