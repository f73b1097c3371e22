import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { SiteLocale } from '../../src/domain/language/site-locales';
import { keepLanguages, siteInLanguages } from '../../src/domain/content/starter-languages';

/**
 * Publishes the neutral starter (examples/starter) on a server in `languages` only, the first the
 * default, as `npm run agency -- new DIR --languages …` writes it (domain/content/starter-languages.ts):
 * every text keeps those languages and loses the others (issue 44).
 */
export function publishStarterIn(env: NodeJS.ProcessEnv, languages: readonly SiteLocale[]): void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-starter-'));
  try {
    cpSync('examples/starter', dir, { recursive: true });
    for (const file of ['site.json', ...readdirSync(path.join(dir, 'pages')).map((f) => `pages/${f}`)]) {
      if (!file.endsWith('.json')) continue;
      const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>;
      const kept = file === 'site.json' ? siteInLanguages(json, languages) : keepLanguages(json, languages);
      writeFileSync(path.join(dir, file), JSON.stringify(kept, null, 2));
    }
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts', 'import', dir], {
      env,
      encoding: 'utf8',
    });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
