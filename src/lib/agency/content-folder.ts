/**
 * The site's words between the database and a folder in the format of the content folder
 * (site.json with the brand files beside it, pages/; an older folder's routing.json still gives
 * its languages): shared by `npm run content` and `npm run agency`.
 */
import 'server-only';
import type { Db } from '@/db/open';
import * as folder from '@/lib/content/folder';

/** Publishes the folder's content with its brand files and pictures (pages it does not hold are taken off the site). */
export async function publishContentFolder(db: Db, dir: string, actor: string) {
  return folder.importContentFolder(db, dir, actor);
}

/** Writes the published site settings and pages, with the logo, icon and every picture as files, to `dir`. */
export async function exportContentFolder(db: Db, dir: string) {
  const written = await folder.exportContentFolder(db, dir);
  if (!written) throw new Error('the database holds no content yet: start the site once or import a folder');
  return written;
}
