import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEMO_CONTENT_DIR, parseEnv } from '../../src/env';
import pg from 'pg';
import { openDb } from '../../src/db/open';
import { isPublicSite, planStart, refusalMessage } from '../../src/domain/installation';
import { demoAccountLines, demoAccountsFile } from './demo-accounts';
import { recordedInstallation } from './installation-step';

/** The lock of a start's whole preparation (the migrations take one of their own inside it). */
const PREPARE_LOCK = 7_406_392_312;

export type PrepareOptions = {
  /** An https:// SITE_URL on another host: the demo is refused, never applied (default: from SITE_URL). */
  publicSite?: boolean;
  dataDir?: string;
  contentDir?: string;
};

/**
 * Migrates the database; at the first start of an empty development database applies the demo
 * agency once (with passwords made now, shown once and kept in DATA_DIR/demo-accounts.txt); on a
 * public site refuses to go on while the demo is there or when there is no agency yet (issue 29).
 * Nothing is ever re-created: an installation that removed an account, a testimonial or its
 * catalogue keeps it removed.
 */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions = {}): Promise<void> {
  const env = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' });
  const publicSite = options.publicSite ?? isPublicSite(env.SITE_URL);
  const dataDir = options.dataDir ?? env.DATA_DIR;
  const contentDir = path.resolve(options.contentDir ?? env.CONTENT_DIR);
  const handle = openDb({ databaseUrl, poolSize: 2 });
  // Servers started at the same moment on a new database prepare it once (issue 32): the second
  // waits here, then finds it migrated, with its agency or demo and its content.
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    const started = Date.now();
    await handle.migrate();
    // The demo goes through the feed's server modules (src/lib), which guard against client bundles.
    await import('./server-only-off.mjs');
    const { mark, empty } = await recordedInstallation(handle.db, dataDir);
    const plan = planStart({ publicSite, mark: mark?.demo ?? null, empty });
    if (plan.action === 'refuse') throw new Error(refusalMessage(plan.reason, dataDir));
    if (plan.action === 'apply-demo') {
      const { ensureDemoImages } = await import('../../examples/demo-agency/generator/images-step');
      await ensureDemoImages();
      const { installDemo } = await import('../../examples/demo-agency/generator/install');
      const done = await installDemo(handle.db, dataDir);
      console.log(`database: applied the demo agency (${done.properties} properties, ${done.projects} projects)`);
      for (const line of demoAccountLines(done.accounts, done.file)) console.log(line);
    } else if (mark?.demo === 'present') {
      // Another server may have applied it (servers started together): the file is in its data folder.
      const file = demoAccountsFile(dataDir);
      console.log(
        existsSync(file)
          ? `database: the demo agency; its accounts and passwords are in ${file}`
          : 'database: the demo agency; its accounts and passwords are in demo-accounts.txt in the data folder of the server that applied it',
      );
    }
    const { contentIsEmpty } = await import('../../src/lib/content/store');
    if (await contentIsEmpty(handle.db)) {
      // A public site takes its words from the agency's folder, never from the demo's.
      if (publicSite && contentDir === path.resolve(DEMO_CONTENT_DIR))
        throw new Error(refusalMessage('empty', dataDir));
      const { checkContent } = await import('./content-step');
      const { importContentFolder } = await import('../../src/lib/content/folder');
      const { warnings } = await importContentFolder(handle.db, contentDir, 'content files', checkContent(contentDir));
      for (const warning of warnings) console.warn(`content: ${warning}`);
      console.log('database: the content files are the published content');
    }
    // Pictures the content showed before the picture library existed join it, once.
    const { adoptContentPictures } = await import('../../src/lib/media/library');
    const adopted = await adoptContentPictures(handle.db, 'start-up');
    if (adopted) console.log(`database: ${adopted} pictures of the content taken into the picture library`);
    console.log(`database: ready in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
    // Ending the session gives the lock back.
    await lock.end().catch(() => undefined);
  }
}
