import { describe, expect, it } from 'vitest';
import { topBarLink } from './top-bar-link';

const empty = { nl: '', fr: '', en: '' };
const AGENCY_PHONE = '050 12.34.56';

describe('topBarLink', () => {
  it("shows and dials the agency's phone when a phone link has no label or link of its own", () => {
    expect(topBarLink({ icon: 'phone', label: empty, link: empty }, 'fr', AGENCY_PHONE)).toEqual({
      href: 'tel:+3250123456',
      label: '050 12 34 56',
    });
  });

  it('keeps a label of its own and dials the agency when only the link is empty', () => {
    const label = { nl: 'Bel ons', fr: 'Appelez-nous', en: 'Call us' };
    expect(topBarLink({ icon: 'phone', label, link: empty }, 'en', AGENCY_PHONE)).toEqual({
      href: 'tel:+3250123456',
      label: 'Call us',
    });
  });

  it('formats a phone link written in the settings the Belgian way', () => {
    const number = { nl: '+32 9 234 56 78', fr: '+32 9 234 56 78', en: '+32 9 234 56 78' };
    const link = { nl: 'tel:092345678', fr: 'tel:092345678', en: 'tel:092345678' };
    expect(topBarLink({ icon: 'phone', label: number, link }, 'nl', AGENCY_PHONE)).toEqual({
      href: 'tel:+3292345678',
      label: '09 234 56 78',
    });
  });

  it('leaves other links as written, and an empty one empty', () => {
    const label = { nl: 'Eigenaarslogin', fr: 'Espace propriétaire', en: 'Owner login' };
    const link = { nl: '/nl/login/', fr: '/fr/login/', en: '/en/login/' };
    expect(topBarLink({ icon: 'user', label, link }, 'fr', AGENCY_PHONE)).toEqual({
      href: '/fr/login/',
      label: 'Espace propriétaire',
    });
    expect(topBarLink({ icon: 'mail', label: empty, link: empty }, 'nl', AGENCY_PHONE)).toEqual({ href: '', label: '' });
  });
});
