import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { owners, propertyOwners } from '@/db/schema';
import { aLead, seedLeads } from '@/test/data/activity';
import { anOwner, aProperty, photos, seedCatalogue } from '@/test/data/catalogue';
import { testDatabase } from '@/test/data/database';
import { countVisit } from '../stats/visits';
import { ownerOfUser, ownerProperties, ownerProperty } from './portal';

/** Three owners: Marie has three properties (1003 shared with Luc), Luc two, Sophie one; 1006 is nobody's. */
const OWNED = {
  'marie@example.be': [1001, 1002, 1003],
  'luc@example.be': [1003, 1004],
  'sophie@example.be': [1005],
} as const;
const handle = testDatabase(async (db) => {
  await seedCatalogue(db, {
    properties: [1001, 1002, 1003, 1004, 1005, 1006].map((id) => aProperty(id, { photos: photos(`p${id}`, 1) })),
    owners: Object.entries(OWNED).map(([email, ids], i) => anOwner(i + 1, email, [...ids])),
  });
  await seedLeads(db, [aLead(1, 1001), aLead(2, 1001, { kind: 'visit', locale: 'fr' }), aLead(3, 1004)]);
});
const now = new Date();

async function owner(email: string) {
  const [row] = await handle.db.select().from(owners).where(eq(owners.email, email));
  return row!;
}

describe('owner portal scoping', () => {
  it('links each owner of the feed to a portal account', async () => {
    const marie = await owner('marie@example.be');
    expect(marie.userId).toBeTruthy();
    expect((await ownerOfUser(marie.userId!, handle.db))?.email).toBe('marie@example.be');
    expect(await ownerOfUser('no-such-user', handle.db)).toBeNull();
  });

  it('shows an owner exactly their own properties', async () => {
    for (const [email, ids] of Object.entries(OWNED)) {
      const o = await owner(email);
      const mine = await ownerProperties(o.id, 'nl', handle.db, now);
      expect(mine.map((p) => p.card.id)).toEqual([...ids]);
      const links = await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, o.id));
      expect(links.map((l) => l.propertyId).sort()).toEqual([...ids]);
    }
  });

  it("never returns another owner's property, whatever id is asked for", async () => {
    const marie = await owner('marie@example.be');
    for (const id of [1004, 1005, 1006]) expect(await ownerProperty(marie.id, id, 'nl', handle.db, now)).toBeNull();
    expect(await ownerProperty(marie.id, 1003, 'nl', handle.db, now)).not.toBeNull(); // shared with Luc
    expect(await ownerProperty(marie.id, 999_999, 'nl', handle.db, now)).toBeNull();
  });

  it('counts the visits of today, the week, the month and in total, with a 30-day chart', async () => {
    const marie = await owner('marie@example.be');
    const [first] = await ownerProperties(marie.id, 'fr', handle.db, now);
    expect(first!.card.id).toBe(1001);
    const before = (await ownerProperty(marie.id, 1001, 'fr', handle.db, now))!;
    await countVisit(1001, '198.51.100.1', now, handle.db);
    await countVisit(1001, '198.51.100.2', now, handle.db);
    const after = (await ownerProperty(marie.id, 1001, 'fr', handle.db, now))!;
    expect(after.visits.today).toBe(before.visits.today + 2);
    expect(after.visits.week).toBe(before.visits.week + 2);
    expect(after.visits.total).toBe(before.visits.total + 2);
    expect(after.chart).toHaveLength(30);
    expect(after.chart.at(-1)!.count).toBe(after.visits.today);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from property_visits where property_id = 1001`,
    );
    expect(after.visits.total).toBe(rows[0]!.n);
    expect(after.media.length).toBeGreaterThan(0);
    // The two leads of its forms, not the one about Luc's 1004.
    expect(after.communications.map((lead) => lead.contact).sort()).toEqual([
      'Visitor 1 · visitor.1@example.org',
      'Visitor 2 · visitor.2@example.org',
    ]);
  });
});
