import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { properties, propertyTexts } from '@/db/schema';
import { MENTION_RULES } from '@/domain/legal/mentions';
import { legalGaps } from './legal-gaps';

let handle: DbHandle;
const base = { goal: 0, webId: 1, price: 300_000, zip: '9000', city: 'Gent', status: 'published' } as const;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(properties).values([
    // A Flemish sale with every mention.
    {
      ...base,
      id: 1,
      slug: 'huis',
      recordFile: 'R-1',
      energyPerformance: 250,
      epcLabelText: 'C',
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
    },
    // A Flemish rental without its charges, its label contradicted by its score.
    {
      ...base,
      id: 2,
      slug: 'appartement',
      goal: 1,
      price: 1250,
      recordFile: 'R-2',
      energyPerformance: 310,
      epcLabelText: 'C',
      energy: { certificateCode: 'X' },
      flood: { pScore: 'D', gScore: 'C' },
      planning: { heritage: false },
    },
    // The same, a draft: not published, not the office's concern yet.
    { ...base, id: 3, slug: 'ontwerp', goal: 1, status: 'draft' },
    // A plot of land: no EPC.
    {
      ...base,
      id: 4,
      slug: 'grond',
      webId: 4,
      flood: { pScore: 'A' },
      planning: {
        permit: false,
        planningZone: 'woongebied',
        summons: false,
        preemptiveRights: false,
        allotmentPermit: true,
        heritage: false,
      },
    },
  ]);
  await handle.db.insert(propertyTexts).values([
    { propertyId: 2, locale: 'nl', title: 'Appartement', description: '' },
    { propertyId: 2, locale: 'fr', title: 'Appartement à Gand', description: '' },
  ]);
});
afterAll(async () => handle.close());

describe('legal gaps of the published listings', () => {
  it('names each published listing that lacks a mention or whose label its score contradicts', async () => {
    expect(await legalGaps({ locale: 'fr' }, handle.db)).toEqual([
      {
        id: 2,
        reference: 'R-2',
        title: 'Appartement à Gand',
        rules: ['fl-charges'],
        conflict: { printed: 'c', fromScore: 'd' },
      },
    ]);
  });

  it('looks at the listings asked only', async () => {
    expect(await legalGaps({ ids: [1, 3, 4] }, handle.db)).toEqual([]);
    expect(await legalGaps({ ids: [] }, handle.db)).toEqual([]);
  });

  it('docs/legal-mentions.md lists every rule with its source and date', () => {
    const doc = readFileSync('docs/legal-mentions.md', 'utf8');
    for (const r of MENTION_RULES) {
      const line = doc.split('\n').find((l) => l.includes(`\`${r.id}\``));
      expect(line, r.id).toBeDefined();
      expect(line).toContain(r.source);
      expect(line).toContain(r.since);
      expect(line).toContain(`\`${r.field}\``);
    }
  });
});
