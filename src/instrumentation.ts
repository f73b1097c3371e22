import { env, nextRuntime } from './env';

/**
 * Runs once when a server starts: the content files and the environment are checked here too, so
 * that `next start` or `next dev` run without scripts/start.ts still refuse a broken content file,
 * naming the file, the field and the reason (issue 2).
 */
export async function register() {
  if (nextRuntime() !== 'nodejs') return;
  const { content } = await import('./lib/content/load');
  try {
    env();
    content();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
