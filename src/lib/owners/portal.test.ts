import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { owners, propertyOwners } from '@/db/schema';
import { demoDatabase } from '@/test/demo-db';
import { countVisit } from '../stats/visits';
import { ownerOfUser, ownerProperties, ownerProperty } from './portal';

const handle = demoDatabase();
const now = new Date();

async function owner(email: string) {
  const [row] = await handle.db.select().from(owners).where(eq(owners.email, email));
  return row!;
}

describe('owner portal scoping', () => {
  it('links each demo owner to a portal account', async () => {
    const marie = await owner('marie@example.be');
    expect(marie.userId).toBeTruthy();
    expect((await ownerOfUser(marie.userId!, handle.db))?.email).toBe('marie@example.be');
    expect(await ownerOfUser('no-such-user', handle.db)).toBeNull();
  });

  it('shows an owner exactly their own properties', async () => {
    for (const email of ['marie@example.be', 'luc@example.be', 'sophie@example.be', 'ahmed@example.be']) {
      const o = await owner(email);
      const links = await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, o.id));
      const mine = await ownerProperties(o.id, 'nl', handle.db, now);
      expect(mine.map((p) => p.card.id).sort()).toEqual(links.map((l) => l.propertyId).sort());
    }
  });

  it("never returns another owner's property, whatever id is asked for", async () => {
    const marie = await owner('marie@example.be');
    const luc = await owner('luc@example.be');
    const lucs = await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, luc.id));
    const maries = new Set(
      (await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, marie.id))).map(
        (l) => l.propertyId,
      ),
    );
    for (const { propertyId } of lucs) {
      if (maries.has(propertyId)) continue; // the demo has one co-owned property
      expect(await ownerProperty(marie.id, propertyId, 'nl', handle.db, now)).toBeNull();
    }
    expect(await ownerProperty(marie.id, 999_999, 'nl', handle.db, now)).toBeNull();
  });

  it('counts the visits of today, the week, the month and in total, with a 30-day chart', async () => {
    const marie = await owner('marie@example.be');
    const [first] = await ownerProperties(marie.id, 'fr', handle.db, now);
    const before = (await ownerProperty(marie.id, first!.card.id, 'fr', handle.db, now))!;
    await countVisit(first!.card.id, '198.51.100.1', now, handle.db);
    await countVisit(first!.card.id, '198.51.100.2', now, handle.db);
    const after = (await ownerProperty(marie.id, first!.card.id, 'fr', handle.db, now))!;
    expect(after.visits.today).toBe(before.visits.today + 2);
    expect(after.visits.week).toBe(before.visits.week + 2);
    expect(after.visits.total).toBe(before.visits.total + 2);
    expect(after.chart).toHaveLength(30);
    expect(after.chart.at(-1)!.count).toBe(after.visits.today);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`select coalesce(sum(count), 0)::int as n from property_visits where property_id = ${first!.card.id}`,
    );
    expect(after.visits.total).toBe(rows[0]!.n);
    expect(after.media.length).toBeGreaterThan(0);
    expect(after.communications.length).toBeGreaterThanOrEqual(2);
    for (const lead of after.communications) expect(lead.contact).toMatch(/@example\.org$/);
  });
});
