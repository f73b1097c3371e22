import { describe, expect, it } from 'vitest';
import { parseFeed } from '../feed/parse-feed';
import { mapSweepBrightEstate } from './sweepbright-estate';

const ids = { property: () => 1_500_000_001, project: () => 1_500_000_100 };
/** An estate as SweepBright's older version (v20190920) sends it: its EPC at the top level. */
const estate = {
  id: '12345678-1234-1234-1234-123456789012',
  is_project: false,
  project_id: null,
  type: 'apartment',
  sub_type: 'duplex',
  negotiation: 'let',
  status: 'rented',
  description_title: { nl: 'Duplex met terras', en: 'Duplex with a terrace' },
  description: { nl: 'Lichtrijk.<br>Terras op het zuiden &amp; lift.', en: 'Bright.' },
  bedrooms: 2,
  sizes: { liveable_area: { size: 98, unit: 'sq_m' }, plot_area: { size: 2.5, unit: 'are' } },
  epc_value: 145,
  epc_category: 'B',
  epc_reference: '20190101-0000000245-00000015',
  price: { amount: 1150, currency: 'EUR', hidden: true },
  location: { street: 'Rue Neuve', number: '111', postal_code: '1620', city: 'Drogenbos', country: 'BE', hidden: true },
  images: [
    { id: 'b', url: 'https://s3.example/images/b.jpg?X-Amz-Expires=3600', ordinal: 2 },
    { id: 'a', url: 'https://s3.example/images/a.jpg?X-Amz-Expires=3600', ordinal: 1 },
    { id: 'c', url: 'javascript:alert(1)', ordinal: 0 },
  ],
  publish_status: 'public',
  settings: { reference: null },
};

describe('mapSweepBrightEstate', () => {
  it('maps an estate of the older version: rent, rented, EPC at the top level, a hidden price and address', () => {
    const [mapped] = mapSweepBrightEstate(estate, ids, '2026-11-26T10:00:00.000Z');
    expect(mapped).toMatchObject({
      kind: 'property',
      externalId: estate.id,
      record: {
        id: 1_500_000_001,
        goal: 'rent',
        status: 'published',
        availability: 'rented',
        type: 2,
        price: 1150,
        publishPrice: false,
        livingSurface: 98,
        groundSurface: 250,
        energyScore: 145,
        energyLabel: 'B',
        energy: { epc: 145, certificateCode: '20190101-0000000245-00000015' },
        address: { street: 'Rue Neuve', zip: '1620', city: 'Drogenbos', countryId: 10, publish: false },
        updatedAt: '2026-11-26T10:00:00.000Z',
        texts: {
          nl: { title: 'Duplex met terras', description: 'Lichtrijk.\nTerras op het zuiden & lift.' },
          en: { title: 'Duplex with a terrace', description: 'Bright.' },
        },
      },
    });
    // In SweepBright's order, the unsafe address left out.
    expect(mapped!.record.photos).toEqual([
      { url: 'https://s3.example/images/a.jpg?X-Amz-Expires=3600' },
      { url: 'https://s3.example/images/b.jpg?X-Amz-Expires=3600' },
    ]);
    expect(parseFeed({ properties: [mapped!.record] }).issues).toEqual([]);
  });

  it('keeps what is not on the market yet as a draft, and names a type it cannot place', () => {
    const [prospect] = mapSweepBrightEstate({ ...estate, status: 'prospect', type: 'castle' }, ids);
    expect(prospect!.record.status).toBe('draft');
    expect(prospect!.unplaced).toContain('type castle');
  });

  it('makes a project with its units, each pointing at it', () => {
    const records = mapSweepBrightEstate(
      { ...estate, id: 'p', is_project: true, properties: [{ ...estate, id: 'u1', project_id: 'p' }] },
      ids,
    );
    expect(records.map((r) => [r.kind, r.externalId, r.record.projectId])).toEqual([
      ['project', 'p', undefined],
      ['property', 'u1', 1_500_000_100],
    ]);
  });
});
