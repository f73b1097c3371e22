import 'server-only';
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FetchRefused, type RemoteFile } from './fetch-remote';

/**
 * Reads a file of a feed folder (a file: address that only `npm run import -- folder/` and the demo
 * seed make, after checking it lies inside the folder) with the limits of a fetch: at most
 * `maxBytes`; unchanged since it was stored (same modification time) answers `notModified`.
 */
export async function readLocal(
  address: string,
  options: { maxBytes: number; lastModified?: string | null },
): Promise<RemoteFile> {
  let file;
  try {
    file = await open(fileURLToPath(address), 'r');
  } catch (error) {
    throw new FetchRefused(`the file cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, false);
  }
  try {
    const stat = await file.stat();
    if (!stat.isFile()) throw new FetchRefused('not a file', false);
    const lastModified = stat.mtime.toUTCString();
    if (options.lastModified === lastModified) return { notModified: true, etag: null, lastModified };
    if (stat.size > options.maxBytes)
      throw new FetchRefused(`the file is larger than ${options.maxBytes} bytes`, false);
    return { notModified: false, body: await file.readFile(), contentType: '', etag: null, lastModified };
  } finally {
    await file.close();
  }
}
