import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePidFile, type PidFile } from './pid-file';

/**
 * Where the embedded PostgreSQL of a data folder lives: the cluster in `DATA_DIR/postgres`, its
 * password in `DATA_DIR/postgres-password` (mode 600). No child processes here: the server
 * bundle reads these to find a running server; scripts/ start and stop it (server.ts).
 */
export const SUPERUSER = 'vitrine';
export const DATABASE = 'vitrine';

export function clusterDir(dataDir: string): string {
  return path.resolve(dataDir, 'postgres');
}

export function passwordPath(dataDir: string): string {
  return path.resolve(dataDir, 'postgres-password');
}

export function readPidFile(dataDir: string): PidFile | undefined {
  const file = path.join(clusterDir(dataDir), 'postmaster.pid');
  try {
    return parsePidFile(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

export function urlFor(port: number, password: string, database = DATABASE): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** The URL of the data folder's embedded server when one has been started there, else undefined. */
export function embeddedUrl(dataDir: string): string | undefined {
  const pid = readPidFile(dataDir);
  if (!pid || !existsSync(passwordPath(dataDir))) return undefined;
  return urlFor(pid.port, readFileSync(passwordPath(dataDir), 'utf8').trim());
}
