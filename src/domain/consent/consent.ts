/**
 * Cookie consent (specification sections 2, 4 and 9; docs/product-decisions.md#consent):
 * five categories, the first always on; the `consent` cookie stores "set" and the chosen
 * categories; Google consent mode's four flags follow from them.
 */
export const CONSENT_CATEGORIES = ['functional', 'analytical', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60; // one year
/** How long tags wait for the visitor's choice before firing with the defaults (section 9). */
export const CONSENT_WAIT_MS = 500;

export type ConsentMode = {
  ad_user_data: 'granted' | 'denied';
  ad_storage: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
};

/** Categories in canonical order, functional always included, unknown names dropped. */
function normaliseCategories(categories: Iterable<string>): ConsentCategory[] {
  const chosen = new Set<string>(categories);
  chosen.add('functional');
  return CONSENT_CATEGORIES.filter((c) => chosen.has(c));
}

/** Cookie value: "set" then the categories, dot-separated (cookie-safe: no commas or spaces). */
export function serializeConsent(categories: Iterable<string>): string {
  return ['set', ...normaliseCategories(categories)].join('.');
}

/** The stored choice, or null when there is none (or it is not ours): then the banner shows. */
export function parseConsent(value: string | null | undefined): ConsentCategory[] | null {
  if (!value) return null;
  const [status, ...rest] = value.split('.');
  if (status !== 'set') return null;
  return normaliseCategories(rest);
}

export const DECLINE: readonly ConsentCategory[] = ['functional'];

/** analytics → analytics_storage; marketing → ad_storage, ad_user_data, ad_personalization. */
export function consentMode(categories: readonly string[] | null): ConsentMode {
  const has = (c: ConsentCategory) => (categories?.includes(c) ? 'granted' : 'denied');
  return {
    ad_user_data: has('marketing'),
    ad_storage: has('marketing'),
    analytics_storage: has('analytical'),
    ad_personalization: has('marketing'),
  };
}

export const DENIED_MODE: ConsentMode = consentMode(null);

/** Addresses containing "preview" never show the banner and never track. */
export function isPreviewAddress(pathAndQuery: string): boolean {
  return pathAndQuery.toLowerCase().includes('preview');
}

export type Tracker = 'analytics' | 'ads' | 'tagManager' | 'socialPixel';

/** Which configured trackers a choice allows: analytics needs analytical; the rest marketing. */
export function allowedTrackers(categories: readonly string[] | null): Tracker[] {
  if (!categories) return [];
  const out: Tracker[] = [];
  if (categories.includes('analytical')) out.push('analytics');
  if (categories.includes('marketing')) out.push('ads', 'tagManager', 'socialPixel');
  return out;
}
