import type { Db } from '../../src/db/open';
import { siteSessionSecret } from './session-secret';

/**
 * What a command that changes the site's data (import, agency) needs of the site: its published
 * content (the agency's name in the mails it queues, not the files of CONTENT_DIR), and a signal
 * to the running site to refresh its pages, signed with the secret `npm start` uses. Needs
 * server-only-off.
 */
export async function adoptPublishedContent(db: Db): Promise<void> {
  const { setLiveContent } = await import('../../src/lib/content/load');
  const { publishedContent } = await import('../../src/lib/content/store');
  const published = await publishedContent(db);
  if (published) setLiveContent(published);
}

/** The running site on this machine: `--url` when given, else http://localhost:PORT. */
export function localSite(port: number, given?: string): string {
  return given ?? `http://localhost:${port}`;
}

/** Asks the running site at `site` to drop its cached pages (POST /api/revalidate/); false when none answered. */
export async function refreshRunningSite(
  site: string,
  env: { SESSION_SECRET?: string; DATA_DIR: string },
): Promise<boolean> {
  const { revalidateToken } = await import('../../src/lib/cache/revalidate-token');
  const token = revalidateToken(siteSessionSecret(env));
  if (!token) return false;
  return fetch(new URL('/api/revalidate/', site), {
    method: 'POST',
    headers: { 'x-revalidate-token': token },
    body: '{}',
  }).then(
    (r) => r.ok,
    () => false,
  );
}

export function refreshLine(refreshed: boolean, site: string): string {
  return refreshed
    ? `the site at ${site} refreshed its pages`
    : `no running site answered at ${site} (with the session secret of SESSION_SECRET or DATA_DIR/session-secret): its pages refresh when it starts`;
}
