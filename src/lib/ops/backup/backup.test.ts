import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/db/open';
import { createTestDb } from '@/db/test-db';
import { parseEnv } from '@/env';
import { aLead, aTestimonial, seedLeads, seedTestimonials } from '@/test/data/activity';
import { anOwner, aProject, aProperty, aUnit, photos, seedCatalogue } from '@/test/data/catalogue';
import { backup, readBackup, restore } from './run';

/**
 * Issue 32: a site with its catalogue, leads with their mails, uploads and photos is backed up,
 * restored into a new database and a new data folder (and into a bucket), and is the same.
 */
const folders: string[] = [];
const folder = (name: string) => {
  const made = mkdtempSync(path.join(tmpdir(), `vitrine-${name}-`));
  folders.push(made);
  return made;
};
const env = (values: Record<string, string>) =>
  parseEnv({ NODE_ENV: 'test', NEXT_PHASE: 'phase-production-build', ...values });

/** Every table's rows, as one fingerprint per table. */
async function fingerprint(handle: DbHandle): Promise<Record<string, string>> {
  const { rows } = await handle.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    const { rows: sums } = await handle.db.execute<{ n: string; sum: string | null }>(
      sql.raw(`select count(*) as n, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`),
    );
    out[name] = `${sums[0]!.n}:${sums[0]!.sum ?? ''}`;
  }
  return out;
}

const PHOTO = 'files/ab/abcdef0123456789abcdef0123456789-800.webp';
const CV = 'uploads/cv/3f0c1a52-9d7e-4d1b-8f55-2c1e0d9a7b61.pdf';

describe('backup and restore (issue 32)', () => {
  let source: DbHandle;
  let sourceData: string;
  let s3: S3rver;
  let s3Endpoint: string;

  beforeAll(async () => {
    source = await createTestDb();
    // A catalogue (properties with their texts and photos, a project with a unit, an owner), its
    // testimonials and leads: rows in most tables, as a site has them.
    await seedCatalogue(source.db, {
      properties: [
        ...[1001, 1002, 1003].map((id) => aProperty(id, { photos: photos(`p${id}`, 2) })),
        aProperty(1004, { goal: 'rent', price: 950 }),
        aUnit(1101, 1100),
      ],
      projects: [aProject(1100)],
      owners: [anOwner(7, 'owner@example.org', [1001])],
    });
    await seedTestimonials(
      source.db,
      [1, 2, 3].map((n) => aTestimonial(n)),
    );
    await seedLeads(source.db, [aLead(1, 1001), aLead(2, 1002)]);
    // A lead with its mails, as a form leaves it.
    await source.db.execute(sql`
      insert into submissions (token, kind, locale, email, payload, consent_privacy, address)
      values ('backup-token-1', 'contact', 'fr', 'élise.dubois@example.be', '{"firstName":"Élise","remark":"Rappelez-moi"}', true, '10.1.2.3')`);
    await source.db.execute(sql`
      insert into mail_queue (submission_id, purpose, locale, "to", subject, text, html)
      select id, 'agency', 'fr', 'office@agency.example', 'Nouveau contact', 'Élise', '<p>Élise</p>' from submissions where token = 'backup-token-1'`);
    sourceData = folder('backup-source');
    mkdirSync(path.join(sourceData, 'files/ab'), { recursive: true });
    mkdirSync(path.join(sourceData, 'uploads/cv'), { recursive: true });
    writeFileSync(path.join(sourceData, PHOTO), Buffer.from('RIFF-photo-bytes-é'));
    writeFileSync(path.join(sourceData, CV), Buffer.from('%PDF-1.7 a CV'));
    // A write in progress is not a file yet.
    writeFileSync(path.join(sourceData, `${PHOTO}.123.part`), 'half');
    writeFileSync(path.join(sourceData, 'session-secret'), 'a'.repeat(64));

    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: folder('backup-s3'),
      configureBuckets: [{ name: 'restored-site', configs: [] }],
    });
    await s3.run();
    s3Endpoint = `http://127.0.0.1:${port}`;
  }, 180_000);

  afterAll(async () => {
    await source?.close();
    await s3?.close();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it(
    'restores a new database and data folder to the same rows, files and session secret',
    { timeout: 180_000 },
    async () => {
      const dir = path.join(folder('backup'), 'nightly');
      const made = await backup(env({ DATABASE_URL: source.url, DATA_DIR: sourceData }), dir);
      expect(made.files).toBe(2);
      expect(made.rows).toBeGreaterThan(50);
      const manifest = await readBackup(dir);
      expect(manifest.files.map((f) => f.key).sort()).toEqual([PHOTO, CV]);
      const leads = await source.db.execute<{ n: string }>(sql`select count(*) as n from submissions`);
      expect(manifest.tables.find((t) => t.name === 'submissions')?.rows).toBe(Number(leads.rows[0]!.n));

      const target = await createTestDb({ migrated: false });
      try {
        const targetData = folder('backup-target');
        await restore(env({ DATABASE_URL: target.url, DATA_DIR: targetData }), dir);
        expect(await fingerprint(target)).toEqual(await fingerprint(source));
        expect(readFileSync(path.join(targetData, PHOTO))).toEqual(readFileSync(path.join(sourceData, PHOTO)));
        expect(readFileSync(path.join(targetData, CV), 'utf8')).toBe('%PDF-1.7 a CV');
        expect(existsSync(path.join(targetData, `${PHOTO}.123.part`))).toBe(false);
        expect(readFileSync(path.join(targetData, 'session-secret'), 'utf8')).toBe('a'.repeat(64));
        // The accents came back, and the next lead takes the next id.
        const { rows } = await target.db.execute<{ email: string; payload: { firstName: string } }>(
          sql`select email, payload from submissions where token = 'backup-token-1'`,
        );
        expect(rows[0]).toMatchObject({ email: 'élise.dubois@example.be', payload: { firstName: 'Élise' } });
        await target.db.execute(
          sql`insert into submissions (token, kind, locale, payload) values ('after-restore', 'contact', 'nl', '{}')`,
        );

        // Not twice into the same installation.
        await expect(restore(env({ DATABASE_URL: target.url, DATA_DIR: folder('backup-again') }), dir)).rejects.toThrow(
          'the database is not new (it has tables): restore into a new, empty installation',
        );
        await expect(restore(env({ DATABASE_URL: target.url, DATA_DIR: targetData }), dir)).rejects.toThrow(
          /already holds files: restore into a new, empty installation/,
        );
      } finally {
        await target.close();
      }
    },
  );

  // The usual umask, under which the data files were 0644 and the folders 0755, and none at all.
  it.each([0o022, 0o000])(
    'is readable by its owner only under umask %o: every folder 0700, every file 0600 (issue 44)',
    { timeout: 180_000 },
    async (umask) => {
      const dir = path.join(folder('backup'), 'private');
      const before = process.umask(umask);
      try {
        await backup(env({ DATABASE_URL: source.url, DATA_DIR: sourceData }), dir);
      } finally {
        process.umask(before);
      }
      const modes: Record<string, string> = {};
      const walk = (at: string) => {
        const stat = lstatSync(at);
        modes[path.relative(dir, at) || '.'] =
          `${stat.isDirectory() ? 'dir' : 'file'} ${(stat.mode & 0o777).toString(8)}`;
        if (stat.isDirectory()) for (const name of readdirSync(at)) walk(path.join(at, name));
      };
      walk(dir);
      // Every kind of entry is there: the folder, the manifest, the tables, the files, the uploads, the secret.
      expect(modes).toMatchObject({
        '.': 'dir 700',
        'manifest.json': 'file 600',
        database: 'dir 700',
        'database/submissions.jsonl.gz': 'file 600',
        files: 'dir 700',
        [PHOTO]: 'file 600',
        uploads: 'dir 700',
        'uploads/cv': 'dir 700',
        [CV]: 'file 600',
        'session-secret': 'file 600',
      });
      const others = Object.entries(modes).filter(([, mode]) => mode !== 'dir 700' && mode !== 'file 600');
      expect(others).toEqual([]);
    },
  );

  it(
    'restores into an S3 bucket, and refuses a damaged backup before changing anything',
    { timeout: 180_000 },
    async () => {
      const dir = path.join(folder('backup'), 'to-bucket');
      await backup(env({ DATABASE_URL: source.url, DATA_DIR: sourceData }), dir);
      const target = await createTestDb({ migrated: false });
      try {
        const bucket = env({
          DATABASE_URL: target.url,
          DATA_DIR: folder('backup-bucket-site'),
          S3_BUCKET: 'restored-site',
          S3_ENDPOINT: s3Endpoint,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        });
        // A damaged file: nothing is restored.
        const cv = path.join(dir, CV);
        const good = readFileSync(cv);
        writeFileSync(cv, 'tampered');
        await expect(restore(bucket, dir)).rejects.toThrow(
          `${CV}: damaged (its size or SHA-256 differs from the manifest)`,
        );
        const { rows } = await target.db.execute(sql`select 1 from pg_tables where tablename = 'submissions'`);
        expect(rows).toHaveLength(0);
        writeFileSync(cv, good);

        await restore(bucket, dir);
        expect(await fingerprint(target)).toEqual(await fingerprint(source));
        // The bucket's files, backed up again, are the data folder's.
        const again = path.join(folder('backup'), 'from-bucket');
        const second = await backup(bucket, again);
        expect(second.files).toBe(2);
        const [first, copy] = [await readBackup(dir), await readBackup(again)];
        expect(copy.storage).toBe('s3');
        expect(copy.files).toEqual(first.files);
      } finally {
        await target.close();
      }
    },
  );

  it('says what is wrong with a folder that is not a whole backup', async () => {
    const empty = folder('backup-empty');
    await expect(readBackup(empty)).rejects.toThrow(
      /manifest\.json is missing: not a backup, or one that did not finish/,
    );
    writeFileSync(path.join(empty, 'manifest.json'), JSON.stringify({ format: 'vitrine-backup', version: 9 }));
    await expect(readBackup(empty)).rejects.toThrow(/version: /);
    await expect(backup(env({ DATABASE_URL: source.url, DATA_DIR: sourceData }), empty)).rejects.toThrow(
      /is not empty: a backup goes into a new folder/,
    );
  });
});
