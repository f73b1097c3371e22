import { describe, expect, it } from 'vitest';
import { allowedTrackers, consentMode, isPreviewAddress, parseConsent, serializeConsent } from './consent';

describe('consent cookie', () => {
  it('stores "set" and the categories in a fixed order, functional always in', () => {
    expect(serializeConsent(['marketing', 'analytical'])).toBe('set.functional.analytical.marketing');
    expect(serializeConsent([])).toBe('set.functional');
    expect(serializeConsent(['functional', 'analytical', 'marketing', 'social', 'unclassified'])).toBe(
      'set.functional.analytical.marketing.social.unclassified',
    );
  });

  it('drops unknown categories and never contains a comma, semicolon or space', () => {
    const value = serializeConsent(['analytical', 'tracking; evil', 'x,y']);
    expect(value).toBe('set.functional.analytical');
    expect(value).not.toMatch(/[,; ]/);
  });

  it('reads back what it wrote, and nothing from a foreign or empty value', () => {
    expect(parseConsent('set.functional.social')).toEqual(['functional', 'social']);
    expect(parseConsent('set')).toEqual(['functional']);
    expect(parseConsent('')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('unset.analytical')).toBeNull();
  });
});

describe('consent mode flags', () => {
  it('are all denied without a choice and after declining', () => {
    const denied = {
      ad_user_data: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'denied',
      ad_personalization: 'denied',
    };
    expect(consentMode(null)).toEqual(denied);
    expect(consentMode(['functional'])).toEqual(denied);
  });

  it('map analytical to analytics_storage and marketing to the three ad flags', () => {
    expect(consentMode(['functional', 'analytical'])).toEqual({
      ad_user_data: 'denied',
      ad_storage: 'denied',
      analytics_storage: 'granted',
      ad_personalization: 'denied',
    });
    expect(consentMode(['functional', 'marketing'])).toEqual({
      ad_user_data: 'granted',
      ad_storage: 'granted',
      analytics_storage: 'denied',
      ad_personalization: 'granted',
    });
    expect(consentMode(['functional', 'social', 'unclassified'])).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
    });
  });
});

describe('trackers and preview addresses', () => {
  it('allow analytics with analytical and the marketing tags with marketing only', () => {
    expect(allowedTrackers(null)).toEqual([]);
    expect(allowedTrackers(['functional'])).toEqual([]);
    expect(allowedTrackers(['functional', 'analytical'])).toEqual(['analytics']);
    expect(allowedTrackers(['functional', 'marketing'])).toEqual(['ads', 'tagManager', 'socialPixel']);
  });

  it('treat any address containing "preview" as a preview', () => {
    expect(isPreviewAddress('/nl/preview/home/')).toBe(true);
    expect(isPreviewAddress('/nl/te-koop/?mode=Preview')).toBe(true);
    expect(isPreviewAddress('/nl/te-koop/')).toBe(false);
  });
});
