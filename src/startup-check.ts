import { env } from './env';
import { content } from './lib/content/load';

/**
 * Stops the server with the file, field and reason when the content or the environment is wrong:
 * among them a routing.json (from before the languages were site settings) whose system paths are
 * not the build's (load.ts).
 */
export function checkAtStartup(): void {
  try {
    env();
    content();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
