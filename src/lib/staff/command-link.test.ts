import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { staffAccount, staffUser, staffVerification } from '@/db/schema';
import { addStaffWithLink, STAFF_COMMAND_LINK_HOURS } from './invite';
import { staffAuth } from './auth';

/** The first admin of an agency (issue 29): `npm run staff -- add EMAIL --admin` and its link. */
let handle: DbHandle;
const holder = globalThis as typeof globalThis & { __vitrineDb?: DbHandle };
beforeAll(async () => {
  handle = await createTestDb();
  // better-auth works on the application's database handle (src/db/client.ts): this test's.
  holder.__vitrineDb = handle;
});
afterAll(async () => {
  holder.__vitrineDb = undefined;
  await handle.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('a staff account made on the command line', () => {
  it('has no password, and a single-use link valid 24 hours on SITE_URL', async () => {
    const now = new Date();
    const done = await addStaffWithLink(
      handle.db,
      { email: ' Chef@Agency.example ', role: 'admin', locale: 'fr' },
      'test',
      now,
    );
    if (done.result !== 'created') throw new Error('not created');
    expect(done.link).toMatch(/^http:\/\/localhost:3000\/admin\/password\/\?token=[\w-]{24}$/);
    expect(done.expiresAt.getTime() - now.getTime()).toBe(STAFF_COMMAND_LINK_HOURS * 3_600_000);
    const [user] = await handle.db.select().from(staffUser).where(eq(staffUser.email, 'chef@agency.example'));
    expect(user).toMatchObject({ role: 'admin', locale: 'fr', name: 'chef' });
    expect(await handle.db.select().from(staffAccount).where(eq(staffAccount.userId, user!.id))).toEqual([]);
    expect(
      await addStaffWithLink(handle.db, { email: 'chef@agency.example', role: 'editor', locale: 'nl' }, 'test'),
    ).toEqual({
      result: 'exists',
    });
  });

  it("the link's page sets the password once; the account then signs in with it", async () => {
    const done = await addStaffWithLink(
      handle.db,
      { email: 'redacteur@agency.example', role: 'editor', locale: 'nl' },
      'test',
    );
    if (done.result !== 'created') throw new Error('not created');
    const token = tokenOf(done.link);
    // What /admin/password/'s action calls (src/app/admin/password/actions.ts).
    await staffAuth().api.resetPassword({ body: { token, newPassword: 'een-sterk-wachtwoord-2026' } });
    const signedIn = await staffAuth().api.signInEmail({
      body: { email: 'redacteur@agency.example', password: 'een-sterk-wachtwoord-2026' },
    });
    expect(signedIn.user.email).toBe('redacteur@agency.example');
    await expect(
      staffAuth().api.resetPassword({ body: { token, newPassword: 'een-ander-wachtwoord-2026' } }),
    ).rejects.toBeInstanceOf(APIError);
  });

  it('an expired link sets nothing', async () => {
    const done = await addStaffWithLink(
      handle.db,
      { email: 'laat@agency.example', role: 'editor', locale: 'nl' },
      'test',
      new Date(Date.now() - (STAFF_COMMAND_LINK_HOURS + 1) * 3_600_000),
    );
    if (done.result !== 'created') throw new Error('not created');
    await expect(
      staffAuth().api.resetPassword({ body: { token: tokenOf(done.link), newPassword: 'een-sterk-wachtwoord-2026' } }),
    ).rejects.toBeInstanceOf(APIError);
  });

  it('npm run staff -- add EMAIL --admin prints the link on the public SITE_URL', { timeout: 60_000 }, () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
        env: {
          NODE_ENV: 'test',
          DATABASE_URL: handle.url,
          SITE_URL: 'https://www.agency.example',
          MAIL_TO_FILES: '1',
        },
        encoding: 'utf8',
      });
    const made = run(['add', 'baas@agency.example', '--admin', '--name', 'De Baas']);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toMatch(/admin baas@agency\.example added/);
    expect(made.stdout).toMatch(/https:\/\/www\.agency\.example\/admin\/password\/\?token=[\w-]{24}\n/);
    expect(run(['add', 'baas@agency.example']).status).toBe(1);
    expect(run(['add', 'not-an-address']).status).toBe(2);
    // A role by its name (issue 44): an agent; a role no one has, or --admin beside another, is refused.
    const agent = run(['add', 'makelaar@agency.example', '--role', 'agent', '--locale', 'fr']);
    expect(agent.status).toBe(0);
    expect(agent.stdout).toMatch(/^agent makelaar@agency\.example added/);
    const unknown = run(['add', 'x@agency.example', '--role', 'owner']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/--role editor\|agent\|admin/);
    expect(run(['add', 'y@agency.example', '--role', 'editor', '--admin']).status).toBe(2);
  });

  it('the command made an admin whose token is stored', async () => {
    const [user] = await handle.db.select().from(staffUser).where(eq(staffUser.email, 'baas@agency.example'));
    expect(user).toMatchObject({ role: 'admin', name: 'De Baas' });
    const tokens = await handle.db.select().from(staffVerification).where(eq(staffVerification.value, user!.id));
    expect(tokens).toHaveLength(1);
    const [agent] = await handle.db.select().from(staffUser).where(eq(staffUser.email, 'makelaar@agency.example'));
    expect(agent).toMatchObject({ role: 'agent', locale: 'fr' });
  });
});
