import { env, isBuildPhase, nextRuntime } from './env';

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
  // The mail sender lives in the server process: PGlite allows one process per data folder, and
  // with PostgreSQL every server runs one (claims use skip locked). Retries survive restarts: the
  // queue is in the database.
  if (!isBuildPhase()) {
    const { startMailSender } = await import('./lib/mail/runner');
    startMailSender();
  }
}
