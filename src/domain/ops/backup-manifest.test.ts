import { describe, expect, it } from 'vitest';
import { Manifest, restoreRefusal } from './backup-manifest';

const sha = 'a'.repeat(64);
const manifest = {
  format: 'vitrine-backup',
  version: 1,
  createdAt: '2026-11-26T02:00:00.000Z',
  migration: { when: 1_760_000_000_000, tag: '0012_leads' },
  tables: [{ name: 'submissions', rows: 3, file: 'database/submissions.jsonl.gz', sha256: sha }],
  storage: 'disk',
  files: [{ key: 'uploads/cv/3f0c1a52-9d7e-4d1b-8f55-2c1e0d9a7b61.pdf', bytes: 120, sha256: sha }],
  sessionSecret: true,
};

describe('backup manifest (issue 32)', () => {
  it('reads a manifest as the backup writes it', () => {
    expect(Manifest.parse(manifest).tables[0]!.rows).toBe(3);
  });

  it('refuses a file key that would leave the folder, and a table file elsewhere', () => {
    for (const key of ['uploads/../../etc/passwd', '/etc/passwd', 'postgres/base/1', 'files/a b'])
      expect(Manifest.safeParse({ ...manifest, files: [{ ...manifest.files[0], key }] }).success).toBe(false);
    const file = '../submissions.jsonl.gz';
    expect(Manifest.safeParse({ ...manifest, tables: [{ ...manifest.tables[0], file }] }).success).toBe(false);
    expect(Manifest.safeParse({ ...manifest, format: 'other' }).success).toBe(false);
  });

  it('restores only into the version whose migrations made it', () => {
    const parsed = Manifest.parse(manifest);
    expect(restoreRefusal(parsed, { when: 1_760_000_000_000, tag: '0012_leads' })).toBeNull();
    expect(restoreRefusal(parsed, { when: 1_770_000_000_000, tag: '0013_media' })).toBe(
      "the backup was made by an earlier version (its database stops at 0012_leads, this version's at 0013_media): restore it with that version, then upgrade",
    );
    expect(restoreRefusal(parsed, { when: 1_750_000_000_000, tag: '0011_x' })).toMatch(
      /^the backup was made by a later version/,
    );
  });
});
