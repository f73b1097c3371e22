import { FOLDER_PATH } from './fields';
import type { FeedProject } from './project-record';
import type { FeedProperty } from './property-record';

/**
 * Paths inside a feed folder (photos/front.jpg): only `npm run import -- folder/` and the demo seed
 * read them, through `resolve`, which gives the file's address on this machine or says why not (a
 * missing file, a path that leaves the folder). A feed posted to the site has no folder: such a
 * path is refused there, by record and field.
 */
export type ResolveFile = (path: string) => { url: string } | { refused: string };
export type PathIssue = { list: 'properties' | 'projects'; id: number; field: string; message: string };

const NO_FOLDER =
  'is a path inside a feed folder: send the folder with `npm run import -- <folder>`, or give a web address';

function resolveRecord<T extends Pick<FeedProperty, 'id' | 'photos' | 'documents'>>(
  record: T,
  list: PathIssue['list'],
  resolve: ResolveFile | undefined,
  issues: PathIssue[],
): T | null {
  let ok = true;
  const fix = <F extends { url: string }>(files: F[] | undefined, name: 'photos' | 'documents'): F[] | undefined =>
    files?.map((file, i) => {
      if (!FOLDER_PATH.test(file.url)) return file;
      const found = resolve ? resolve(file.url) : { refused: NO_FOLDER };
      if ('url' in found) return { ...file, url: found.url };
      ok = false;
      issues.push({ list, id: record.id, field: `${name}.${i}.url`, message: found.refused });
      return file;
    });
  const next = { ...record, photos: fix(record.photos, 'photos'), documents: fix(record.documents, 'documents') };
  return ok ? next : null;
}

export function resolveFolderPaths(
  records: { properties: FeedProperty[]; projects: FeedProject[] },
  resolve: ResolveFile | undefined,
): { properties: FeedProperty[]; projects: FeedProject[]; issues: PathIssue[] } {
  const issues: PathIssue[] = [];
  const properties = records.properties.flatMap((r) => resolveRecord(r, 'properties', resolve, issues) ?? []);
  const projects = records.projects.flatMap((r) => resolveRecord(r, 'projects', resolve, issues) ?? []);
  return { properties, projects, issues };
}
