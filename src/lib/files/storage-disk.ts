import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageBackend } from './storage-backend';

/** Not there (also when a folder on the way is a file): null or false, not a failure. */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The data folder: `DATA_DIR/files/<key>` and `DATA_DIR/uploads/<key>`, as before object storage. */
export function diskBackend(dataDir: string): StorageBackend {
  const root = path.resolve(dataDir);
  const file = (key: string) => path.join(root, key);
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a file. The random part keeps two
      // writers of one key in the same millisecond off each other's temporary file.
      const temporary = `${target}.${process.pid}.${Date.now()}.${randomBytes(3).toString('hex')}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(file(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        return (await stat(file(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
