/**
 * The one inline script of every page (docs/decisions/018-cached-pages.md): before the
 * body is parsed it marks `<html data-consent>` with the stored choice, so the server's HTML can be
 * the same for every visitor while a visitor who already chose never sees the banner flash.
 * `ask`: no choice yet, the banner shows; `set`: chosen; `preview`: a preview address (no banner,
 * no tracking). It only reads the cookie and the address; it never loads anything.
 */
export const CONSENT_SCRIPT =
  "(function(){var d=document.documentElement,l=location;d.dataset.consent=/preview/i.test(l.pathname+l.search)?'preview':/(?:^|;\\s*)consent=set(?:[.;]|$)/.test(document.cookie)?'set':'ask'})()";

/** The script's CSP hash source (checked against the text by consent-script.test.ts). */
export const CONSENT_SCRIPT_HASH = "'sha256-uf87UpeDAh3NRiTlBFbIuFkQg4Ub4p3BhzNIJaxgbZw='";
