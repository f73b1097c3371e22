import { describe, expect, it } from 'vitest';
import { popupDelayMs, shouldShowPopup } from './popup-rules';

describe('popup rules (specification section 4)', () => {
  const base = { link: '/nl/waardebepaling/', seenThisSession: false, consentPending: false };

  it('shows on an ordinary page', () => {
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/te-koop/' })).toBe(true);
  });

  it('does not come back once seen in this session', () => {
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/', seenThisSession: true })).toBe(false);
  });

  it('waits while the cookie banner is open or the stored choice is not known (issue 31)', () => {
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/', consentPending: true })).toBe(false);
  });

  it('is not shown on the page it links to, nor when the address contains modal-clicked', () => {
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/waardebepaling/' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/waardebepaling/?ref=x' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/?modal-clicked=1' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://agency.example/nl/modal-clicked/' })).toBe(false);
  });

  it('without a link it only follows the session and modal-clicked rules', () => {
    expect(
      shouldShowPopup({
        href: 'https://agency.example/nl/waardebepaling/',
        link: undefined,
        seenThisSession: false,
        consentPending: false,
      }),
    ).toBe(true);
  });

  it('waits the configured seconds, or not at all', () => {
    expect(popupDelayMs(8)).toBe(8000);
    expect(popupDelayMs(0)).toBe(0);
    expect(popupDelayMs(undefined)).toBe(0);
    expect(popupDelayMs(1.5)).toBe(1500);
  });
});
