import path from 'node:path';
import { parseEnv } from '../../src/env';
import { loadContent, type Content } from '../../src/lib/content/load';

/** The content folder of this installation: CONTENT_DIR (default content/), as an absolute path. */
export function contentFolder(): string {
  return path.resolve(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }).CONTENT_DIR);
}

/** Validates the content folder (CONTENT_DIR, default content/) and stops with the file, the field and the reason (issue 2). */
export function checkContent(): Content {
  const dir = parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }).CONTENT_DIR;
  const content = loadContent(contentFolder());
  const { pages } = content;
  console.log(`content: site settings and ${pages.length} pages are valid${dir === 'content' ? '' : ` (${dir})`}`);
  return content;
}
