import { env } from './env';
import { content } from './lib/content/load';

/** Stops the server with the file, field and reason when the content or the environment is wrong. */
export function checkAtStartup(): void {
  try {
    env();
    content();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
