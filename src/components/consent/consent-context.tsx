'use client';

import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  isPreviewAddress,
  parseConsent,
  serializeConsent,
  type ConsentCategory,
} from '@/domain/consent/consent';

type ConsentState = {
  /** The stored choice; null until the visitor has chosen (and while the page hydrates). */
  categories: ConsentCategory[] | null;
  /** True on preview addresses: nothing is shown and nothing tracks. */
  preview: boolean;
  /** False in the server's HTML and during hydration: the choice is not known there. */
  known: boolean;
  /** Bumped each time the visitor confirms a choice (trackers send a page view then). */
  confirmations: number;
  choose: (categories: readonly ConsentCategory[]) => void;
  bannerOpen: boolean;
  openBanner: () => void;
};

const ConsentContext = createContext<ConsentState | null>(null);

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storeCookie(categories: readonly ConsentCategory[]) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(categories)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
  for (const listener of listeners) listener();
}

function storedValue(): string {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`));
  return match?.[1] ?? '';
}

/**
 * Holds the visitor's consent for the banner, the trackers and third-party embeds. It is read in
 * the browser only, so the server's HTML is the same for every visitor (decision 018); until then
 * the banner's visibility follows `<html data-consent>`, set by the head script before any paint.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  // null on the server and during hydration; the cookie's value afterwards.
  const stored = useSyncExternalStore(subscribe, storedValue, () => null);
  const preview = useSyncExternalStore(
    subscribe,
    () => isPreviewAddress(window.location.pathname + window.location.search),
    () => false,
  );
  const [reopened, setReopened] = useState(false);
  const [confirmations, setConfirmations] = useState(0);
  const known = stored !== null;
  const categories = useMemo(() => (stored ? parseConsent(stored) : null), [stored]);
  const choose = useCallback((chosen: readonly ConsentCategory[]) => {
    storeCookie(chosen);
    setConfirmations((n) => n + 1);
    setReopened(false);
  }, []);
  const openBanner = useCallback(() => setReopened(true), []);
  // Before the choice is known the banner renders, and CSS shows it only to a visitor who has none.
  const bannerOpen = !preview && (!known || reopened || !categories);
  const value = useMemo(
    () => ({ categories, preview, known, confirmations, choose, bannerOpen, openBanner }),
    [categories, preview, known, confirmations, choose, bannerOpen, openBanner],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider');
  return value;
}

/** True when third-party content of a category may load (e.g. 'social' for video embeds). */
export function useConsentFor(category: ConsentCategory): boolean {
  const { categories, preview } = useConsent();
  return !preview && !!categories?.includes(category);
}
