import type { Db } from '../../src/db/open';

/**
 * What a command that changes the site's data (import, agency) needs of the site: its published
 * content (the agency's name in the mails it queues, not the files of CONTENT_DIR), and a signal
 * to the running servers to refresh their pages. Needs server-only-off.
 */
export async function adoptPublishedContent(db: Db): Promise<void> {
  const { setLiveContent } = await import('../../src/lib/content/load');
  const { publishedContent } = await import('../../src/lib/content/store');
  const published = await publishedContent(db);
  if (published) setLiveContent(published);
}

/**
 * Tells every server of the site's database that everything changed (the catalogue, the
 * testimonials): the one invalidate(tags) of src/lib/cache/invalidate.ts, heard through NOTIFY,
 * so the servers refresh their pages whatever machine or port they run on. Needs server-only-off.
 */
export async function refreshRunningSites(db: Db): Promise<void> {
  const { invalidate } = await import('../../src/lib/cache/invalidate');
  const { CATALOGUE_TAG, TESTIMONIALS_TAG } = await import('../../src/lib/cache/tags');
  await invalidate([CATALOGUE_TAG, TESTIMONIALS_TAG], db);
}

export const REFRESH_LINE =
  'the running servers of this database refresh their pages (they hear it through PostgreSQL)';
