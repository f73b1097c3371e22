import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import builtRouting from '../content/routing.json';
import { env } from './env';
import { content, contentDir } from './lib/content/load';

/**
 * The languages and system paths are compiled into the build (src/i18n/routing.ts imports
 * content/routing.json); a CONTENT_DIR whose routing.json differs would route one way and link another.
 */
function checkRoutingMatchesBuild(): void {
  const file = path.join(/*turbopackIgnore: true*/ contentDir(), 'routing.json');
  if (!isDeepStrictEqual(JSON.parse(readFileSync(file, 'utf8')), builtRouting)) {
    throw new Error(
      `Invalid content file ${path.relative(process.cwd(), file)}:\n  - (root): differs from content/routing.json the site was built with; rebuild after changing languages or paths`,
    );
  }
}

/** Stops the server with the file, field and reason when the content or the environment is wrong. */
export function checkAtStartup(): void {
  try {
    env();
    content();
    checkRoutingMatchesBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
