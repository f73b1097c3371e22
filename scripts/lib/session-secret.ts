import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's session secret as `npm start` has it: SESSION_SECRET, else the one kept in
 * DATA_DIR/session-secret (made once by the first start, mode 0600). Commands that talk to the
 * running site (import, agency) read it the same way; only a start makes it (`create`).
 */
export function siteSessionSecret(
  env: { SESSION_SECRET?: string; DATA_DIR: string },
  options: { create?: boolean } = {},
): string | undefined {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    if (!options.create) return undefined;
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
