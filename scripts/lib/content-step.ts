import path from 'node:path';
import { DEMO_CONTENT_DIR, parseEnv } from '../../src/env';
import { loadContent, type Content } from '../../src/lib/content/load';

/** The content folder of this installation: CONTENT_DIR (default the demo agency's example), as an absolute path. */
export function contentFolder(): string {
  return path.resolve(parseEnv({ ...process.env, NEXT_PHASE: 'phase-production-build' }).CONTENT_DIR);
}

/** Validates the content folder (CONTENT_DIR, default the demo agency's example) and stops with the file, the field and the reason (issue 2). */
export function checkContent(dir = contentFolder()): Content {
  const content = loadContent(path.resolve(dir));
  const { pages } = content;
  console.log(
    `content: site settings and ${pages.length} pages are valid${path.resolve(dir) === path.resolve(DEMO_CONTENT_DIR) ? '' : ` (${dir})`}`,
  );
  return content;
}
