/**
 * The demo agency (examples/demo-agency) as the example a development command brings: `npm start`,
 * `npm run dev`, the browser tests' and the benchmarks' servers pass it to the site's preparation
 * (src/lib/installation/prepare.ts), which applies it once to an empty database of a development
 * start and never on a public site. The product itself never names it (issue 43).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isPublicSite } from '../../src/domain/ops/installation';
import type { ExampleAgency } from '../../src/lib/installation/prepare';
import { demoAccountLines, demoAccountsFile } from './demo-accounts';

/** The demo agency's words: the content folder that goes with it. */
export const DEMO_CONTENT_DIR = 'examples/demo-agency/content';

export function demoAgency(): ExampleAgency {
  return {
    contentDir: DEMO_CONTENT_DIR,
    install: async (db, dataDir) => {
      const { ensureDemoImages } = await import('../../examples/demo-agency/generator/images-step');
      await ensureDemoImages();
      const { installDemo } = await import('../../examples/demo-agency/generator/install');
      const done = await installDemo(db, dataDir);
      return [
        `database: applied the demo agency (${done.properties} properties, ${done.projects} projects)`,
        ...demoAccountLines(done.accounts, done.file),
      ];
    },
    recordEarlier: async (db, dataDir) => {
      const { recordEarlierInstallation } = await import('../../examples/demo-agency/generator/install');
      const found = await recordEarlierInstallation(db, dataDir);
      if (!found?.accounts.length) return [];
      return [
        'database: the demo accounts had published passwords; they have new ones',
        ...demoAccountLines(found.accounts, found.file),
      ];
    },
    presentLine: (dataDir) => {
      // Another server may have applied it (servers started together): the file is in its data folder.
      const file = demoAccountsFile(dataDir);
      return existsSync(file)
        ? `database: the demo agency; its accounts and passwords are in ${file}`
        : 'database: the demo agency; its accounts and passwords are in demo-accounts.txt in the data folder of the server that applied it';
    },
  };
}

/** Whether `dir` is the demo's content folder. */
export function isDemoContent(dir: string): boolean {
  return path.resolve(dir) === path.resolve(DEMO_CONTENT_DIR);
}

/**
 * The demo for a development command: on a site that is not public (src/domain/ops/installation.ts),
 * with its words as CONTENT_DIR when none is set. A public site gets no example: its start refuses
 * an empty database and one that still holds the demo.
 */
export function demoWhereAllowed(env: { SITE_URL: string; CONTENT_DIR?: string }): ExampleAgency | undefined {
  if (isPublicSite(env.SITE_URL)) return undefined;
  process.env.CONTENT_DIR ??= DEMO_CONTENT_DIR;
  return demoAgency();
}
