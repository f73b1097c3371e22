import 'server-only';
import pg from 'pg';
import { getDb } from '@/db/client';
import path from 'node:path';
import { DEMO_CONTENT_DIR, env } from '@/env';
import { isPublicSite } from '@/domain/installation';
import { embeddedUrl } from '@/db/embedded/location';
import { contentDir, fileContent, setLiveContent } from './load';
import { importContentFolder } from './folder';
import { CACHE_CHANNEL, onCacheNotification } from '@/lib/cache/notify';
import { CONTENT_CHANNEL, contentIsEmpty, publishedContent } from './store';
import { log } from '@/log';

/** The safety net when a notification is missed (the listening connection was lost). */
const POLL_MS = 10_000;

/** Reads the published content again now (after a publish on this server: no wait for the notification). */
export async function refresh(): Promise<void> {
  const next = await publishedContent(getDb());
  if (next) setLiveContent(next);
}

/**
 * Listens on its own connection (every server of the site does) for published content, read again
 * here within a second without a restart, and for the cache tags another server invalidated
 * (lib/cache/notify.ts).
 */
function listen(url: string): void {
  const client = new pg.Client({ connectionString: url });
  let closed = false;
  const again = () => {
    if (closed) return;
    closed = true;
    client.end().catch(() => undefined);
    setTimeout(() => listen(url), 2_000).unref();
  };
  client.on('notification', (message) => {
    if (message.channel === CACHE_CHANNEL) return onCacheNotification(message.payload);
    void refresh().catch((error: unknown) => log.error('content: reading the published content failed', error));
  });
  client.on('error', again);
  client.on('end', again);
  client
    .connect()
    .then(() => client.query(`LISTEN ${CONTENT_CHANNEL}; LISTEN ${CACHE_CHANNEL}`))
    // A change published while this server was not listening is read now.
    .then(() => refresh())
    .catch(again);
}

/**
 * At server start: the demo agency's content files fill an empty database (an agency's own were
 * imported with `npm run content -- import DIR`), then the published content replaces the files.
 */
export async function startContentSync(): Promise<void> {
  try {
    const db = getDb();
    // Never the demo agency's words on a public site (issue 29): its start refuses an empty database.
    const demoOnPublicSite = isPublicSite(env().SITE_URL) && contentDir() === path.resolve(/*turbopackIgnore: true*/ process.cwd(), DEMO_CONTENT_DIR);
    if (!demoOnPublicSite && (await contentIsEmpty(db))) await importContentFolder(db, contentDir(), 'content files', fileContent());
    await refresh();
  } catch (error) {
    // The database is away: the files serve until it answers (the poll below reads it then).
    log.error('content: the published content could not be read at start', error);
  }
  const { DATABASE_URL, DATA_DIR } = env();
  const url = DATABASE_URL ?? embeddedUrl(DATA_DIR);
  if (url) listen(url);
  setInterval(() => void refresh().catch(() => undefined), POLL_MS).unref();
}
