import { readFileSync } from 'node:fs';
import path from 'node:path';

type Entry = { when: number; tag: string };

/** The migrations this version knows (drizzle's journal), in their order. */
export function migrationJournal(): Entry[] {
  const file = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: Entry[] }).entries;
}

/** This version's last migration: what /readyz and a restore compare the database with. */
export function lastMigration(): Entry {
  return migrationJournal().reduce((a, b) => (b.when > a.when ? b : a));
}
