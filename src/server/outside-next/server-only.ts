/** `server-only` for the site's own process (scripts/lib/site-bundle.mjs): it is no browser bundle. */
export {};
