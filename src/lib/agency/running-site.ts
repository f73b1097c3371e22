import 'server-only';
import type { Db } from '@/db/open';
import { invalidate } from '@/lib/cache/invalidate';
import { CATALOGUE_TAG, TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { setLiveContent } from '@/lib/content/load';
import { publishedContent } from '@/lib/content/store';

/**
 * What a command that changes the site's data (import, agency) needs of the site: its published
 * content (the agency's name in the mails it queues, not the files of CONTENT_DIR), and a signal
 * to the running servers to refresh their pages.
 */
export async function adoptPublishedContent(db: Db): Promise<void> {
  const published = await publishedContent(db);
  if (published) setLiveContent(published);
}

/**
 * Tells every server of the site's database that everything changed (the catalogue, the
 * testimonials): the one invalidate(tags) of src/lib/cache/invalidate.ts, heard through NOTIFY,
 * so the servers refresh their pages whatever machine or port they run on.
 */
export async function refreshRunningSites(db: Db): Promise<void> {
  await invalidate([CATALOGUE_TAG, TESTIMONIALS_TAG], db);
}

export const REFRESH_LINE =
  'the running servers of this database refresh their pages (they hear it through PostgreSQL)';
