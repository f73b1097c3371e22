import 'server-only';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/env';

/**
 * The one place the site's own files live (photos and documents a feed brought, made ours):
 * `DATA_DIR/files/…` on this server. Keys are content hashes, so a file never changes once
 * written; they are served under `/files/` (app/files) with a year's cache.
 * Object storage shared by several servers comes with issue 18.
 */
const KEY = /^[a-z]{1,10}\/[0-9a-f]{2}\/(banner-)?[0-9a-f]{16,64}(-\d{2,4})?\.(webp|pdf)$/;

function root(): string {
  return path.resolve(env().DATA_DIR, 'files');
}

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

export async function putFile(key: string, bytes: Buffer): Promise<void> {
  if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
  const file = path.join(root(), key);
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed: a reader never sees half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

export async function hasFile(key: string): Promise<boolean> {
  if (!isFileKey(key)) return false;
  return stat(path.join(root(), key)).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** Removes a file (a person's data erased); nothing for an unknown or malformed key. */
export async function removeFile(key: string): Promise<void> {
  if (isFileKey(key)) await rm(path.join(root(), key), { force: true });
}

export async function getFile(key: string): Promise<Buffer | null> {
  if (!isFileKey(key)) return null;
  return readFile(path.join(root(), key)).catch(() => null);
}
