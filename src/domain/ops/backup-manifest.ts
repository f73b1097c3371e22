/**
 * What a backup holds (issue 32): `manifest.json` beside the database's tables (one gzipped file
 * of JSON lines each) and the stored files, each with its size and SHA-256, so that a restore
 * checks the whole backup before it changes anything. Pure.
 */
import { z } from 'zod';

export const BACKUP_FORMAT = 'vitrine-backup';
export const BACKUP_VERSION = 1;

const Sha = z.string().regex(/^[0-9a-f]{64}$/);
/** A stored file's key as storage.ts writes it (`files/…`, `uploads/…`): never a way out of the folder. */
const StoredKey = z
  .string()
  .regex(/^(files|uploads)\/[A-Za-z0-9._/-]{1,300}$/)
  .refine((k) => !k.split('/').includes('..'));

export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.iso.datetime(),
  /** The last migration applied to the database backed up (drizzle's journal `when`). */
  migration: z.object({ when: z.number().int(), tag: z.string() }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/),
      rows: z.number().int().min(0),
      file: z.string().regex(/^database\/[a-z0-9_]+\.jsonl\.gz$/),
      sha256: Sha,
    }),
  ),
  storage: z.enum(['disk', 's3']),
  files: z.array(z.object({ key: StoredKey, bytes: z.number().int().min(0), sha256: Sha })),
  /** The data folder's session secret (without SESSION_SECRET): signed sessions and links stay valid. */
  sessionSecret: z.boolean(),
});
export type Manifest = z.infer<typeof Manifest>;

/** Null when this version can restore the backup; else what stands in the way. */
export function restoreRefusal(manifest: Manifest, known: { when: number; tag: string }): string | null {
  if (manifest.migration.when === known.when) return null;
  return manifest.migration.when < known.when
    ? `the backup was made by an earlier version (its database stops at ${manifest.migration.tag}, this version's at ${known.tag}): restore it with that version, then upgrade`
    : `the backup was made by a later version (its database is at ${manifest.migration.tag}, this version knows up to ${known.tag}): restore it with that version`;
}
