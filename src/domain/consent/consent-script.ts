/**
 * The one inline script of every page (docs/decisions/018-cached-pages.md): before the
 * body is parsed it marks `<html data-consent>` with the stored choice, so the server's HTML can be
 * the same for every visitor while a visitor who already chose never sees the banner flash.
 * `ask`: no choice yet, the banner shows; `set`: chosen; `preview`: a preview address (no banner,
 * no tracking). It also marks `<html data-owner>` for an owner who logged in on this browser (the
 * `owner=1` hint set at login, removed at logout: the top bar then offers the portal instead of
 * the login; the portal itself checks the session). It only reads the cookies and the address; it
 * never loads anything.
 */
/** The readable hint cookie an owner's login sets (not a credential: it only picks a link). */
export const OWNER_HINT_COOKIE = 'owner';
export const CONSENT_SCRIPT =
  "(function(){var d=document.documentElement,l=location,c=document.cookie;d.dataset.consent=/preview/i.test(l.pathname+l.search)?'preview':/(?:^|;\\s*)consent=set(?:[.;]|$)/.test(c)?'set':'ask';if(/(?:^|;\\s*)owner=1(?:;|$)/.test(c))d.dataset.owner=''})()";

/** The script's CSP hash source (checked against the text by consent-script.test.ts). */
export const CONSENT_SCRIPT_HASH = "'sha256-wcECnUSRGvNxJhlO0Lv5mee+7EOdzSXUL4jaCj1e5Vg='";
