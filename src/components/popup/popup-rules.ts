/** The popup's rules (specification section 4), apart from the DOM so they can be tested alone. */
export const POPUP_SESSION_KEY = 'vitrine-popup-seen';

/**
 * Whether the popup may open: once per session (shown is seen, closed or not: a reload does not
 * bring it back), never over the cookie banner (it waits until the visitor has answered it, issue
 * 31), not on the page it invites to, nor when the address says it was followed (modal-clicked).
 */
export function shouldShowPopup({
  href,
  link,
  seenThisSession,
  consentPending,
}: {
  href: string;
  link: string | undefined;
  seenThisSession: boolean;
  /** The cookie banner is open, or the stored choice not known yet. */
  consentPending: boolean;
}): boolean {
  if (seenThisSession || consentPending) return false;
  const here = new URL(href);
  if (here.href.includes('modal-clicked')) return false;
  if (link) {
    const target = new URL(link, here);
    // Already on the page the popup invites to (its form's target): nothing to invite to.
    if (target.origin === here.origin && target.pathname === here.pathname) return false;
  }
  return true;
}

/** Delay in milliseconds: the configured seconds, or at once when none. */
export function popupDelayMs(seconds: number | undefined): number {
  return seconds && seconds > 0 ? Math.round(seconds * 1000) : 0;
}
