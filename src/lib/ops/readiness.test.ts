import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { checkReadiness } from './readiness';

describe('GET /readyz checks (issue 32)', () => {
  let handle: DbHandle;
  const writable = () => Promise.resolve(true);
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle.close());

  it('is ready on a migrated database with a writable storage and no mail waiting', async () => {
    expect(await checkReadiness({ db: handle.db, storageWritable: writable })).toEqual({
      status: 'ready',
      httpStatus: 200,
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', mail: 'ok' },
    });
  });

  it('says a storage that refuses writes, or never answers, is not ready', async () => {
    const refused = await checkReadiness({ db: handle.db, storageWritable: () => Promise.reject(new Error('EACCES')) });
    expect(refused).toMatchObject({ status: 'not ready', httpStatus: 503, checks: { storage: 'not writable' } });
    const hanging = await checkReadiness({ db: handle.db, storageWritable: () => new Promise(() => {}) });
    expect(hanging.checks.storage).toBe('not writable');
  });

  it('reports a mail waiting over 30 minutes as stuck, and stays in', async () => {
    const queued = async (minutesAgo: number) =>
      handle.db.execute(
        sql`insert into mail_queue (purpose, locale, "to", subject, text, html, created_at)
            values ('agency', 'nl', 'office@agency.example', 'Lead', 'x', 'x', now() - make_interval(mins => ${minutesAgo}))`,
      );
    await queued(5);
    expect((await checkReadiness({ db: handle.db, storageWritable: writable })).checks.mail).toBe('ok');
    await queued(31);
    expect(await checkReadiness({ db: handle.db, storageWritable: writable })).toMatchObject({
      status: 'degraded',
      httpStatus: 200,
      checks: { mail: 'stuck' },
    });
    await handle.db.execute(sql`update mail_queue set status = 'sent'`);
    expect((await checkReadiness({ db: handle.db, storageWritable: writable })).status).toBe('ready');
  });

  it('is not ready while a migration of this version is missing', async () => {
    const { rows } = await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id`,
    );
    expect(rows).toHaveLength(1);
    expect(await checkReadiness({ db: handle.db, storageWritable: writable })).toMatchObject({
      httpStatus: 503,
      checks: { database: 'ok', migrations: 'behind' },
    });
  });

  it('is not ready without its database, and says nothing of why', async () => {
    const gone = openDb({ databaseUrl: 'postgres://vitrine:secret@127.0.0.1:9/nothing', poolSize: 1 });
    try {
      const answer = await checkReadiness({ db: gone.db, storageWritable: writable });
      expect(answer).toMatchObject({
        status: 'not ready',
        httpStatus: 503,
        checks: { database: 'unreachable', migrations: 'unknown', mail: 'unknown' },
      });
      expect(JSON.stringify(answer)).not.toMatch(/secret|127\.0\.0\.1|ECONNREFUSED/);
    } finally {
      await gone.close();
    }
  });
});
