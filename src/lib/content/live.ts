import 'server-only';
import { getDb } from '@/db/client';
import { setLiveContent } from './load';
import { listenFor } from '@/lib/cache/listener';
import { CACHE_CHANNEL, onCacheNotification } from '@/lib/cache/notify';
import { CONTENT_CHANNEL, publishedContent } from './store';
import { log } from '@/log';

/** The safety net when a notification is missed (the listening connection was lost). */
const POLL_MS = 10_000;

/** Reads the published content again now (after a publish on this server: no wait for the notification). */
export async function refresh(): Promise<void> {
  const next = await publishedContent(getDb());
  if (next) setLiveContent(next);
}

/**
 * At server start the published content replaces the files (the start's preparation published the
 * content folder to an empty database: src/lib/installation/prepare.ts), and is kept current.
 */
export async function startContentSync(): Promise<void> {
  try {
    await refresh();
  } catch (error) {
    // The database is away: the files serve until it answers (the poll below reads it then).
    log.error('content: the published content could not be read at start', error);
  }
  // Content another server published is read again here within a second, without a restart; a
  // change published while this server was not listening is read when it listens again.
  const reread = () =>
    void refresh().catch((error: unknown) => log.error('content: reading the published content failed', error));
  listenFor(CONTENT_CHANNEL, reread, reread);
  listenFor(CACHE_CHANNEL, onCacheNotification);
  setInterval(() => void refresh().catch(() => undefined), POLL_MS).unref();
}
