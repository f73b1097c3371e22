/**
 * What a start does with the demo agency (issue 29): the demo never reaches production. A public
 * site (an https:// SITE_URL that is not this machine) refuses to serve while the demo is there,
 * and never applies it; a development start applies it once, to an empty database.
 */

/** The installation's row: the demo applied and still there, applied and removed, never applied; null: no row yet. */
export type DemoMark = 'present' | 'removed' | 'none' | null;

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** True for a site the public reaches: an https:// address on another host than this machine. */
export function isPublicSite(siteUrl: string): boolean {
  const url = new URL(siteUrl);
  return url.protocol === 'https:' && !LOCAL_HOSTS.includes(url.hostname);
}

export type StartFacts = {
  publicSite: boolean;
  mark: DemoMark;
  /** The database holds no catalogue, no account and no content yet. */
  empty: boolean;
};

export type StartPlan = { action: 'apply-demo' } | { action: 'serve' } | { action: 'refuse'; reason: 'empty' | 'demo' };

/**
 * The demo is applied only to an empty database of a development start without a row (its first
 * start); a database with data but no row is an installation of an earlier version, which the
 * caller records (the demo is there when its accounts are). A public site serves only without it.
 */
export function planStart({ publicSite, mark, empty }: StartFacts): StartPlan {
  if (mark === null && empty) return publicSite ? { action: 'refuse', reason: 'empty' } : { action: 'apply-demo' };
  if (publicSite && mark === 'present') return { action: 'refuse', reason: 'demo' };
  return { action: 'serve' };
}

/** What a refused public start says: exactly what to do instead. */
export function refusalMessage(reason: 'empty' | 'demo', dataDir: string): string {
  const setUp = [
    "  1. npm run agency -- apply DIR   (the agency's folder: site.json, pages/, brand files, optionally feed/)",
    '  2. npm run staff -- add EMAIL --admin   (the first admin; open the link it prints to choose a password)',
    '  3. npm start',
  ];
  if (reason === 'empty')
    return [
      'This public site (https:// SITE_URL) has an empty database: the demo agency is never applied to it.',
      'Set up the agency first, with the same environment (DATA_DIR, DATABASE_URL, PGPORT):',
      ...setUp,
    ].join('\n');
  return [
    'This public site (https:// SITE_URL) still holds the demo agency: its accounts, listings, owners and testimonials.',
    `Its demo accounts have passwords anyone with ${dataDir}/demo-accounts.txt can read. Not served.`,
    'Remove the demo and set up the agency, with the same environment (DATA_DIR, DATABASE_URL, PGPORT):',
    '  - npm run agency -- apply DIR removes the demo first (catalogue, testimonials, owners, leads, demo accounts);',
    '    or npm run seed -- --empty removes it alone.',
    ...setUp,
  ].join('\n');
}
