import { describe, expect, it } from 'vitest';
import { mailTranslator } from '@/lib/mail/render';
import { detailRows } from './mails';

describe('the fields a lead mail lists', () => {
  it('labels each field in the reader language and leaves out internal ones', () => {
    const rows = detailRows(mailTranslator('fr'), {
      firstName: 'An',
      newsletter: true,
      propertyId: 12,
      zoneList: ['9800'],
      remark: '',
    });
    expect(rows).toEqual([
      ['Prénom', 'An'],
      ['Oui, envoyez-moi la newsletter', 'oui'],
    ]);
  });
  it('shows a drawn region as its corners and centre, not a list of coordinates', () => {
    const region = [
      [51, 3.5],
      [51, 3.6],
      [50.9, 3.6],
      [50.9, 3.5],
    ];
    expect(detailRows(mailTranslator('en'), { region })).toEqual([
      ['Region on the map', 'region of 4 corners around 50.9500, 3.5500'],
    ]);
    expect(detailRows(mailTranslator('nl'), { region })[0]![1]).toBe('regio met 4 hoekpunten rond 50.9500, 3.5500');
  });
});
