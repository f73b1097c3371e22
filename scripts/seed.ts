/**
 * The demo agency on a development machine: `npm run seed` (only on an empty catalogue),
 * `npm run seed -- --reset` (removes the demo, then applies it again with new passwords),
 * `npm run seed -- --empty` (removes the demo: catalogue, testimonials, owners, leads and the demo
 * accounts; a start never brings it back). A public site (https:// SITE_URL) is never seeded. Uses
 * DATABASE_URL when set, else the embedded PostgreSQL of DATA_DIR (default `.data`): the site's
 * while it runs, else started for the command and stopped after it. Run from the project root.
 */
import { performance } from 'node:perf_hooks';
import { parseEnv } from '../src/env';
import { isPublicSite, refusalMessage } from '../src/domain/ops/installation';
import { openDatabase } from '../src/db/acquire';
import { demoAccountLines, removeDemoAccountsFile } from './lib/demo-accounts';
import { demoAgency, DEMO_CONTENT_DIR } from './lib/demo-step';

async function main(): Promise<void> {
  const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
  const reset = process.argv.includes('--reset');
  const empty = process.argv.includes('--empty');
  if (!empty && isPublicSite(env.SITE_URL)) {
    console.error(`not seeding a public site (SITE_URL=${env.SITE_URL}).\n${refusalMessage('empty', env.DATA_DIR)}`);
    process.exitCode = 2;
    return;
  }
  await import('./lib/server-only-off.mjs');
  const { removeDemo } = await import('../src/lib/installation/demo');
  const { countProperties, isEmpty } = await import('../examples/demo-agency/generator/index');
  const handle = await openDatabase();
  try {
    const { recordedInstallation } = await import('../src/lib/installation/prepare');
    const { mark } = await recordedInstallation(handle.db, env.DATA_DIR, demoAgency());
    if (reset || empty) {
      if (mark && mark.demo !== 'present') {
        console.error(
          'this installation holds no demo agency: nothing removed (its catalogue, owners and leads are its own)',
        );
        process.exitCode = 1;
        return;
      }
      const removed = await removeDemo(handle.db, 'npm run seed');
      removeDemoAccountsFile(env.DATA_DIR);
      console.log(
        `demo removed: catalogue, testimonials, leads, ${removed.owners} owners with their portal accounts, ${removed.staff} demo back-office accounts`,
      );
      if (empty) {
        console.log('now bring your own: npm run agency -- apply DIR (a start never applies the demo again)');
        return;
      }
    } else if (!(await isEmpty(handle.db))) {
      console.log(`database already has ${await countProperties(handle.db)} properties; not seeding`);
      return;
    }
    // The demo's feed folder takes its photos from the drawn demo pictures (made once).
    const { ensureDemoImages } = await import('../examples/demo-agency/generator/images-step');
    await ensureDemoImages();
    const { installDemo } = await import('../examples/demo-agency/generator/install');
    const started = performance.now();
    const done = await installDemo(handle.db, env.DATA_DIR);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`seeded ${done.properties} properties and ${done.projects} projects in ${seconds} s`);
    for (const line of demoAccountLines(done.accounts, done.file)) console.log(line);
    // Removing the demo took its words: the demo's are published again, by the start's own rule.
    const { publishFolderWhenEmpty } = await import('../src/lib/installation/prepare');
    await publishFolderWhenEmpty(handle.db, process.env.CONTENT_DIR ?? DEMO_CONTENT_DIR);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
