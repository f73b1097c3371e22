import path from 'node:path';
import { parseEnv } from '../../src/env';
import { loadContent } from '../../src/lib/content/load';

/** Validates the content folder (CONTENT_DIR, default content/) and stops with the file, the field and the reason (issue 2). */
export function checkContent(): void {
  const dir = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }).CONTENT_DIR;
  const { pages } = loadContent(path.resolve(dir));
  console.log(`content: site settings and ${pages.length} pages are valid${dir === 'content' ? '' : ` (${dir})`}`);
}
