import { describe, expect, it } from 'vitest';
import { visitLinks } from './detail-actions';

describe('visitLinks', () => {
  it('opens the appointment booking when the property has free slots, the visit form as another moment', () => {
    expect(visitLinks('/en/contact/', 5110, 3)).toEqual({
      visit: '/en/contact/?property=5110&form=appointment',
      otherMoment: '/en/contact/?property=5110&form=visit',
    });
  });
  it('opens the visit form about the property when it has no free slot', () => {
    expect(visitLinks('/fr/contact/', 5113, 0)).toEqual({
      visit: '/fr/contact/?property=5113&form=visit',
      otherMoment: null,
    });
  });
});
