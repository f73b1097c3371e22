import path from 'node:path';
import { loadContent, setLiveContent, type Content } from '@/lib/content/load';

/**
 * The test content folder (src/test/fixtures/content): the settings and menu pages of a neutral
 * agency, "Example Estates" in Hasselt, with the pages of the specification's site (the main
 * menu, the footer's legal pages, unlinked pages, a page with children, a draft, a redirect) and
 * its brand files beside site.json. Tests run from the checkout's root (vitest.config.ts).
 */
export const CONTENT_FIXTURE = path.join(process.cwd(), 'src/test/fixtures/content');

/** What names the test agency: its name, its town and postcode, its phone and its domain. */
export const FIXTURE_AGENCY = {
  name: 'Example Estates',
  legalName: 'Example Estates BV',
  traces: [
    /example ?estates/i,
    /Hasselt/i,
    /\b3500\b/,
    /011 ?00 ?00 ?00|011000000/,
    /example-estates/i,
  ] as readonly RegExp[],
} as const;

/** The test content folder, read and checked as the site reads a content folder. */
export function fixtureContent(): Content {
  return loadContent(CONTENT_FIXTURE);
}

/**
 * Makes the site answer the test content folder (as it answers the published content once a
 * server has read it: src/lib/content/live.ts), whatever CONTENT_DIR says.
 */
export function serveFixtureContent(): Content {
  const content = fixtureContent();
  setLiveContent(content);
  return content;
}
