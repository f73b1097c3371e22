import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { verifyPassword } from 'better-auth/crypto';
import type { DbHandle } from '../../src/db/open';
import { createTestDb } from '../../src/db/test-db';
import { installation, projects, properties, staffAccount, staffUser, testimonials } from '../../src/db/schema';
import { removeDemo } from '../../src/lib/installation/demo';
import { addStaffWithLink } from '../../src/lib/staff/invite';
import { prepareDatabase } from '../../src/lib/installation/prepare';
import { demoAgency } from './demo-step';
import { readDemoAccounts } from './demo-accounts';

/** The demo never reaches production (issue 29): the first start, the marker, the refusals. */
let handle: DbHandle;
let dataDir: string;
beforeAll(async () => {
  handle = await createTestDb();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-install-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const rows = async (table: typeof properties | typeof testimonials | typeof staffUser | typeof projects) =>
  (await handle.db.select({ n: count() }).from(table))[0]!.n;
const start = (publicSite: boolean) => prepareDatabase(handle.url, { publicSite, dataDir, example: demoAgency() });

describe('the demo agency and the first start', { timeout: 180_000 }, () => {
  it('a public site on an empty database refuses and applies nothing', async () => {
    await expect(start(true)).rejects.toThrow(
      /empty database: the demo agency is never applied[\s\S]*npm run agency -- apply DIR[\s\S]*npm run staff -- add EMAIL --admin/,
    );
    expect(await rows(properties)).toBe(0);
    expect(await rows(staffUser)).toBe(0);
    expect(await handle.db.select().from(installation)).toEqual([]);
  });

  it('the first development start applies the demo once, with passwords made now in a file of its owner only', async () => {
    await start(false);
    expect(await rows(properties)).toBeGreaterThan(100);
    const [mark] = await handle.db.select().from(installation);
    expect(mark!.demo).toBe('present');
    const accounts = readDemoAccounts(dataDir);
    expect(accounts.filter((a) => a.kind === 'staff').map((a) => a.role)).toEqual(['admin', 'editor', 'agent']);
    expect(accounts.filter((a) => a.kind === 'owner').length).toBeGreaterThan(0);
    expect(mark!.demoAccounts.sort()).toEqual(accounts.map((a) => a.email).sort());
    expect(statSync(path.join(dataDir, 'demo-accounts.txt')).mode & 0o777).toBe(0o600);
    // Every password is its own, long and random; the stored hash takes it.
    expect(new Set(accounts.map((a) => a.password)).size).toBe(accounts.length);
    for (const a of accounts) expect(a.password).toMatch(/^[\w-]{24}$/);
    const admin = accounts.find((a) => a.role === 'admin')!;
    const [user] = await handle.db.select().from(staffUser).where(eq(staffUser.email, admin.email));
    const [credential] = await handle.db.select().from(staffAccount).where(eq(staffAccount.userId, user!.id));
    expect(await verifyPassword({ hash: credential!.password!, password: admin.password })).toBe(true);
  });

  it('nothing is re-created behind the agency: removed accounts and testimonials stay removed', async () => {
    const before = readDemoAccounts(dataDir);
    await handle.db.delete(testimonials);
    await handle.db.delete(staffUser);
    await start(false);
    expect(await rows(testimonials)).toBe(0);
    expect(await rows(staffUser)).toBe(0);
    expect(readDemoAccounts(dataDir)).toEqual(before);
  });

  it('a public site refuses to serve while the demo is there, and says what to do', async () => {
    await expect(start(true)).rejects.toThrow(
      /still holds the demo agency[\s\S]*npm run seed -- --empty[\s\S]*npm run agency -- apply DIR/,
    );
  });

  it("removing the demo takes its catalogue, testimonials, owners, leads and accounts, never the agency's own", async () => {
    await handle.db.delete(installation);
    await handle.db.delete(staffUser);
    // A database of an earlier version (no row, the demo's accounts there): recorded, passwords replaced.
    const { seedStaff } = await import('../../examples/demo-agency/generator/staff');
    await seedStaff(handle.db, () => 'a-password-once-published');
    await start(false);
    const [mark] = await handle.db.select().from(installation);
    expect(mark!.demo).toBe('present');
    const [credential] = await handle.db.select().from(staffAccount);
    expect(await verifyPassword({ hash: credential!.password!, password: 'a-password-once-published' })).toBe(false);
    await addStaffWithLink(handle.db, { email: 'eigen@agency.example', role: 'admin', locale: 'nl' }, 'test');
    await removeDemo(handle.db, 'test');
    expect(await rows(properties)).toBe(0);
    expect(await rows(projects)).toBe(0);
    expect(await rows(testimonials)).toBe(0);
    const left = await handle.db.select({ email: staffUser.email }).from(staffUser);
    expect(left).toEqual([{ email: 'eigen@agency.example' }]);
    const owners = await handle.db.execute<{ n: number }>('select count(*)::int as n from owners');
    expect(owners.rows[0]!.n).toBe(0);
    const leads = await handle.db.execute<{ n: number }>('select count(*)::int as n from submissions');
    expect(leads.rows[0]!.n).toBe(0);
    const [removed] = await handle.db.select().from(installation);
    expect(removed).toMatchObject({ demo: 'removed', demoAccounts: [] });
  });

  it("then a public site waits for the agency's folder, and no start ever applies the demo again", async () => {
    await expect(start(true)).rejects.toThrow(/npm run agency -- apply DIR/);
    await start(false);
    expect(await rows(properties)).toBe(0);
    expect(await rows(testimonials)).toBe(0);
    expect(
      await handle.db
        .select()
        .from(staffUser)
        .where(inArray(staffUser.role, ['admin', 'editor'])),
    ).toHaveLength(1);
  });
});

describe('servers started at the same moment on a new database (issue 32)', { timeout: 240_000 }, () => {
  it('prepare it once: migrated once, the demo applied once, both ready', async () => {
    const fresh = await createTestDb({ migrated: false });
    const folders = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'vitrine-together-')));
    try {
      const results = await Promise.allSettled(
        folders.map((folder) =>
          prepareDatabase(fresh.url, { publicSite: false, dataDir: folder, example: demoAgency() }),
        ),
      );
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const once = await fresh.db.execute<{ marks: number; admins: number; migrations: number }>(`
        select (select count(*)::int from installation) as marks,
               (select count(*)::int from staff_user where role = 'admin') as admins,
               (select count(*)::int from drizzle.__drizzle_migrations) as migrations`);
      expect(once.rows[0]).toMatchObject({ marks: 1, admins: 1 });
      // The demo's accounts were written once, by the server that applied it.
      expect(folders.filter((folder) => readDemoAccounts(folder).length > 0)).toHaveLength(1);
    } finally {
      await fresh.close();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    }
  });
});
