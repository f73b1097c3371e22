import { describe, expect, it } from 'vitest';
import { popupDelayMs, shouldShowPopup } from './popup-rules';

describe('popup rules (specification section 4)', () => {
  const base = { link: '/nl/waardebepaling/', closedThisSession: false };

  it('shows on an ordinary page', () => {
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/te-koop/' })).toBe(true);
  });

  it('does not come back once closed in this session', () => {
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/', closedThisSession: true })).toBe(false);
  });

  it('is not shown on the page it links to, nor when the address contains modal-clicked', () => {
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/waardebepaling/' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/waardebepaling/?ref=x' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/?modal-clicked=1' })).toBe(false);
    expect(shouldShowPopup({ ...base, href: 'https://immoleie.be/nl/modal-clicked/' })).toBe(false);
  });

  it('without a link it only follows the session and modal-clicked rules', () => {
    expect(
      shouldShowPopup({ href: 'https://immoleie.be/nl/waardebepaling/', link: undefined, closedThisSession: false }),
    ).toBe(true);
  });

  it('waits the configured seconds, or not at all', () => {
    expect(popupDelayMs(8)).toBe(8000);
    expect(popupDelayMs(0)).toBe(0);
    expect(popupDelayMs(undefined)).toBe(0);
    expect(popupDelayMs(1.5)).toBe(1500);
  });
});
