import 'server-only';
import path from 'node:path';
import pg from 'pg';
import { openDb, type Db } from '@/db/open';
import { isPublicSite, planStart, refusalMessage } from '@/domain/ops/installation';
import { currentSettings } from '@/env';
import { importContentFolder } from '@/lib/content/folder';
import { contentDir, loadContent, type Content } from '@/lib/content/load';
import { contentIsEmpty } from '@/lib/content/store';
import { adoptContentPictures } from '@/lib/media/library';
import { databaseIsEmpty, installationMark, markInstallation, type Installation } from './demo';

/** The lock of a start's whole preparation (the migrations take one of their own inside it). */
const PREPARE_LOCK = 7_406_392_312;

/**
 * An example agency a development command brings to an empty database (the demo, through
 * scripts/lib/demo-step.ts). The product never names one: without it, an empty database gets the
 * content folder alone.
 */
export type ExampleAgency = {
  /** The content folder that goes with it (used when CONTENT_DIR is not set). */
  contentDir: string;
  /** Applies it to an empty database; returns the lines to print (counts, accounts). */
  install: (db: Db, dataDir: string) => Promise<string[]>;
  /** A database of an earlier version, with data but no installation row: records whether it is there. */
  recordEarlier: (db: Db, dataDir: string) => Promise<string[]>;
  /** The line printed at each start while it is there. */
  presentLine: (dataDir: string) => string;
};

export type PrepareOptions = {
  /** An https:// SITE_URL on another host: no example is applied, and none may stay (default: from SITE_URL). */
  publicSite?: boolean;
  dataDir?: string;
  /** The agency's content folder (default CONTENT_DIR, else the example's, else the neutral starter). */
  contentDir?: string;
  example?: ExampleAgency;
  log?: (line: string) => void;
};

/** Validates a content folder and stops with the file, the field and the reason (issue 2). */
function checkContent(dir: string, log: (line: string) => void = console.log): Content {
  const content = loadContent(path.resolve(dir));
  log(`content: site settings and ${content.pages.length} pages are valid (${dir})`);
  return content;
}

/**
 * The one place that decides what an empty database's words are: the content folder's, published
 * once; never again after (the back office owns them from then on). Returns the folder's warnings.
 */
export async function publishFolderWhenEmpty(db: Db, dir: string, content?: Content): Promise<string[] | null> {
  if (!(await contentIsEmpty(db))) return null;
  const { warnings } = await importContentFolder(db, dir, 'content files', content ?? loadContent(path.resolve(dir)));
  return warnings;
}

/**
 * Everything the database needs before the site serves (issue 43: done by the site's own process):
 * migrated; at the first start of an empty development database the example agency applied once,
 * when the command brought one; on a public site refused while an example is there or when there
 * is no agency yet (issue 29); the content folder published to an empty content; pictures of the
 * content adopted by the library. Servers started together prepare once (an advisory lock). Nothing
 * is ever re-created: what an installation removed stays removed.
 */
export async function prepareDatabase(databaseUrl: string, options: PrepareOptions = {}): Promise<void> {
  const env = currentSettings();
  const log = options.log ?? console.log;
  const publicSite = options.publicSite ?? isPublicSite(env.SITE_URL);
  const dataDir = options.dataDir ?? env.DATA_DIR;
  const example = publicSite ? undefined : options.example;
  const folder = options.contentDir ?? env.CONTENT_DIR ?? example?.contentDir ?? contentDir();
  const handle = openDb({ databaseUrl, poolSize: 2 });
  const lock = new pg.Client({ connectionString: databaseUrl });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
    const started = Date.now();
    await handle.migrate();
    const { mark, empty } = await recordedInstallation(handle.db, dataDir, example, log);
    const plan = planStart({ publicSite, mark: mark?.demo ?? null, empty });
    if (plan.action === 'refuse') throw new Error(refusalMessage(plan.reason, dataDir));
    if (plan.action === 'apply-demo') {
      if (example) for (const line of await example.install(handle.db, dataDir)) log(line);
      else await markInstallation(handle.db, 'none');
    } else if (mark?.demo === 'present' && example) log(example.presentLine(dataDir));
    if (await contentIsEmpty(handle.db)) {
      // A public site takes its words from the agency's folder, never the starter's placeholders.
      if (publicSite && !options.contentDir && !env.CONTENT_DIR) throw new Error(refusalMessage('empty', dataDir));
      const warnings = await publishFolderWhenEmpty(handle.db, folder, checkContent(folder, log));
      for (const warning of warnings ?? []) console.warn(`content: ${warning}`);
      log('database: the content files are the published content');
    }
    // Pictures the content showed before the picture library existed join it, once.
    const adopted = await adoptContentPictures(handle.db, 'start-up');
    if (adopted) log(`database: ${adopted} pictures of the content taken into the picture library`);
    log(`database: ready in ${Date.now() - started} ms`);
  } finally {
    await handle.close();
    // Ending the session gives the lock back.
    await lock.end().catch(() => undefined);
  }
}

/**
 * The installation's row, recorded first for a database of an earlier version (the example
 * records whether it is there). `empty`: no row and nothing in the database, a new installation.
 */
export async function recordedInstallation(
  db: Db,
  dataDir: string,
  example?: ExampleAgency,
  log: (line: string) => void = console.log,
): Promise<{ mark: Installation | null; empty: boolean }> {
  const mark = await installationMark(db);
  if (mark) return { mark, empty: false };
  if (await databaseIsEmpty(db)) return { mark: null, empty: true };
  // Without an example to look for, the row waits for a start that brings one (a development start).
  if (example) for (const line of await example.recordEarlier(db, dataDir)) log(line);
  return { mark: await installationMark(db), empty: false };
}
