/** The popup's rules (specification section 4), apart from the DOM so they can be tested alone. */
export const POPUP_SESSION_KEY = 'vitrine-popup-closed';

export function shouldShowPopup({
  href,
  link,
  closedThisSession,
}: {
  href: string;
  link: string | undefined;
  closedThisSession: boolean;
}): boolean {
  if (closedThisSession) return false;
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
