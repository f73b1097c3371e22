import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legacyPgliteMessage } from './acquire';

const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-legacy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a data folder of the PGlite era', () => {
  it('is recognised, with what to do and the promise that nothing was deleted', () => {
    expect(legacyPgliteMessage(dataDir)).toBeUndefined();
    mkdirSync(path.join(dataDir, 'pglite'));
    const message = legacyPgliteMessage(dataDir)!;
    expect(message).toContain(`${path.join(dataDir, 'pglite')} holds a database of an earlier version (PGlite)`);
    expect(message).toContain('Nothing was changed or deleted');
    expect(message).toContain('npm run seed -- --reset');
    expect(message).toContain('pgDump');
  });

  it('is no obstacle once the embedded PostgreSQL exists beside it', () => {
    mkdirSync(path.join(dataDir, 'postgres'));
    expect(legacyPgliteMessage(dataDir)).toBeUndefined();
  });
});
