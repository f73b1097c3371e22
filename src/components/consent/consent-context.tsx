'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, serializeConsent, type ConsentCategory } from '@/domain/consent';

type ConsentState = {
  /** The stored choice; null until the visitor has chosen. */
  categories: ConsentCategory[] | null;
  /** True on preview addresses: nothing is shown and nothing tracks. */
  preview: boolean;
  /** Bumped each time the visitor confirms a choice (trackers send a page view then). */
  confirmations: number;
  choose: (categories: readonly ConsentCategory[]) => void;
  bannerOpen: boolean;
  openBanner: () => void;
};

const ConsentContext = createContext<ConsentState | null>(null);

function storeCookie(categories: readonly ConsentCategory[]) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent(categories)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Holds the visitor's consent for the banner, the trackers and third-party embeds. */
export function ConsentProvider({ initial, preview, children }: { initial: ConsentCategory[] | null; preview: boolean; children: ReactNode }) {
  const [categories, setCategories] = useState(initial);
  const [confirmations, setConfirmations] = useState(0);
  const [bannerOpen, setBannerOpen] = useState(!initial && !preview);
  const choose = useCallback((chosen: readonly ConsentCategory[]) => {
    storeCookie(chosen);
    setCategories([...chosen]);
    setConfirmations((n) => n + 1);
    setBannerOpen(false);
  }, []);
  const openBanner = useCallback(() => setBannerOpen(!preview), [preview]);
  const value = useMemo(
    () => ({ categories, preview, confirmations, choose, bannerOpen, openBanner }),
    [categories, preview, confirmations, choose, bannerOpen, openBanner],
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
