/**
 * Runs once when a server starts: the content files and the environment are checked here too, so
 * that `next start` or `next dev` run without scripts/start.ts still refuse a broken content file,
 * naming the file, the field and the reason (issue 2).
 */
export async function register() {
  // The one read of process.env outside src/env.ts, on purpose: Next.js replaces this literal at
  // build time and drops the Node-only branch from its Edge bundle (docs/decisions/010).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkAtStartup } = await import('./startup-check');
    checkAtStartup();
    // Every server runs a mail sender (claims use skip locked). Retries survive restarts: the
    // queue is in the database. A stopping server finishes its requests and its mail first.
    const { isBuildPhase } = await import('./env');
    if (!isBuildPhase()) {
      const { startMailSender } = await import('./lib/mail/runner');
      const { startFileFetcher } = await import('./lib/files/runner');
      const { stopCleanly } = await import('./lib/shutdown');
      const { startPruning } = await import('./lib/security/prune');
      const { startConnectors } = await import('./lib/connectors/runner');
      const { startContentSync } = await import('./lib/content/live');
      // What the site says comes from the database, kept current on every server (issue 16).
      await startContentSync();
      startMailSender();
      // Expired limits, sessions, captchas and visit marks leave the database every hour.
      startPruning();
      // The feed's photos and documents are fetched in the background, as mails are sent.
      startFileFetcher();
      // The agency software's listings, kept in step (WHISE_USERNAME…, issue 30).
      startConnectors();
      // The agency's feed, read every SYNC_EVERY when SYNC_URL is set (issue 15).
      const { startFeedPull } = await import('./lib/feed/pull-schedule');
      startFeedPull();
      // What kept failing, mailed once a day to ALERT_EMAIL (issue 32).
      const { startAlerts } = await import('./lib/ops/alerts');
      startAlerts();
      stopCleanly();
    }
  }
}
