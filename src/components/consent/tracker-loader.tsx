'use client';

import { useEffect, useRef } from 'react';
import { allowedTrackers, CONSENT_WAIT_MS, consentMode, DENIED_MODE, type Tracker } from '@/domain/consent/consent';
import { useConsent } from './consent-context';

export type TrackingIds = { analyticsId?: string; adsId?: string; tagManagerId?: string; socialPixelId?: string };

type Gtag = (...args: unknown[]) => void;
type TrackingWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Gtag;
  fbq?: ((...args: unknown[]) => void) & { queue?: unknown[] };
};

/** The page's CSP nonce (the layout's csp-nonce meta; the browser hides the attribute, not the property). */
function pageNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

function inject(src: string) {
  const script = document.createElement('script');
  script.async = true;
  // 'strict-dynamic' already trusts scripts added by ours; the nonce also lets Tag Manager hand
  // it on to the tags it adds (decision 006).
  script.nonce = pageNonce();
  script.src = src;
  document.head.appendChild(script);
}

/** The gtag stub with consent mode defaults (all denied), before any tag (Google's consent mode). */
function gtag(): Gtag {
  const w = window as TrackingWindow;
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtagStub() {
      // gtag.js reads the arguments object itself, as its own snippet does.
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('consent', 'default', { ...DENIED_MODE, wait_for_update: CONSENT_WAIT_MS });
    w.gtag('js', new Date());
  }
  return w.gtag;
}

function load(tracker: Tracker, ids: TrackingIds) {
  const w = window as TrackingWindow;
  if (tracker === 'analytics' && ids.analyticsId) {
    inject(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.analyticsId)}`);
    gtag()('config', ids.analyticsId, { send_page_view: false });
  } else if (tracker === 'ads' && ids.adsId) {
    if (!ids.analyticsId) inject(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.adsId)}`);
    gtag()('config', ids.adsId);
  } else if (tracker === 'tagManager' && ids.tagManagerId) {
    w.dataLayer = w.dataLayer ?? [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    inject(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.tagManagerId)}`);
  } else if (tracker === 'socialPixel' && ids.socialPixelId) {
    const queue: unknown[] = [];
    const fbq = Object.assign((...args: unknown[]) => queue.push(args), { queue });
    w.fbq = w.fbq ?? fbq;
    inject('https://connect.facebook.net/en_US/fbevents.js');
    w.fbq('init', ids.socialPixelId);
    w.fbq('track', 'PageView');
  }
}

/**
 * Loads the configured trackers the visitor allowed, and only those: nothing before consent,
 * nothing on preview addresses. After a confirmed choice, consent mode is updated and a page view
 * sent when analytics is allowed (specification sections 4 and 9).
 */
export function TrackerLoader({ ids }: { ids: TrackingIds }) {
  const { categories, preview, confirmations } = useConsent();
  const loaded = useRef(new Set<Tracker>());
  const configured = Boolean(ids.analyticsId || ids.adsId || ids.tagManagerId || ids.socialPixelId);

  useEffect(() => {
    if (preview || !configured || !categories) return;
    const allowed = allowedTrackers(categories);
    // The stub only queues in dataLayer: recording a refusal loads nothing from a third party.
    const g = gtag();
    g('consent', 'update', consentMode(categories));
    for (const tracker of allowed) {
      if (loaded.current.has(tracker)) continue;
      loaded.current.add(tracker);
      load(tracker, ids);
    }
    if (ids.analyticsId && allowed.includes('analytics')) g('event', 'page_view');
  }, [categories, preview, configured, confirmations, ids]);

  return null;
}
