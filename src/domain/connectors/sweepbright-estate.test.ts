import { describe, expect, it } from 'vitest';
import { parseFeed } from '../feed/parse-feed';
import { mapSweepBrightEstate } from './sweepbright-estate';
import rental from './fixtures/sweepbright-flemish-rental.json';
import sale from './fixtures/sweepbright-antwerp-sale.json';

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

  it('names a type it cannot place, and a status it does not know as the reason a listing is not shown', () => {
    const [odd] = mapSweepBrightEstate({ ...estate, status: 'archived', type: 'castle' }, ids);
    expect(odd!.record.status).toBe('draft');
    expect(odd!.hidden).toBe('status archived: a status the site does not know');
    expect(odd!.unplaced).toContain('type castle');
    const [unpublished] = mapSweepBrightEstate({ ...estate, publish_status: 'private' }, ids);
    expect(unpublished).toMatchObject({
      record: { status: 'draft' },
      hidden: 'publish_status private: not published to the website',
    });
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

/**
 * The documented sample's shape (a `legal` block, sizes in sq_ft, the `price_*` siblings), filled as a
 * Flemish rental: src/domain/connectors/fixtures/sweepbright-flemish-rental.json, written from
 * wp-sweepbright's copy of the sample, its 2025 additions and sillage-immo's types (never copied).
 */
describe('a Flemish rental in the shape of SweepBright’s documented sample', () => {
  const [mapped] = mapSweepBrightEstate(rental as Record<string, unknown>, ids, '2026-11-26T10:00:00.000Z');
  const record = mapped!.record;

  it('shows a prospect the agency published to its website, as the recorded answer pairs them', () => {
    expect(record.status).toBe('published');
    expect(record).not.toHaveProperty('availability');
    expect(mapped!.hidden).toBeUndefined();
  });

  it('keeps the whole flood block: the area in words, the P-score and the G-score', () => {
    expect(record.flood).toEqual({ riskAreaText: 'effectively-flood-prone', pScore: 'C', gScore: 'B' });
    const none = mapSweepBrightEstate(
      { ...rental, legal: { ...rental.legal, property_and_land: { flood_risk: 'no_flood_risk_area' } } },
      ids,
    )[0]!.record;
    expect(none.flood).toEqual({ riskAreaText: 'not-flood-prone' });
  });

  it('keeps the certificate’s label beside its score (310 would be D in Flanders)', () => {
    expect(record).toMatchObject({ energyScore: 310, energyLabel: 'C' });
    expect(record.energy).toEqual({
      epc: 310,
      epcTotal: 24180,
      co2Emission: 62,
      certificateCode: '20250314-0003456789-RES-1',
      eLevel: 70,
      renovationObligation: false,
    });
  });

  it('converts sizes in square feet (840 sq ft = 78.04 m²)', () => {
    expect(record.livingSurface).toBe(78.04);
  });

  it('gives the rent, the charges and the guarantee as SweepBright does, never inventing one', () => {
    expect(record).toMatchObject({ price: 1250, goal: 'rent' });
    expect(record.financial).toEqual({ chargesRenter: 150, deposit: 2500 });
  });

  it('places every legal fact a buyer or the law needs, the storey and the legal mentions per language', () => {
    expect(record.planning).toEqual({
      permit: true,
      allotmentPermit: false,
      preemptiveRights: false,
      summons: false,
      planningZone: 'residential',
      urbanPlanningCertificate: true,
      heritage: false,
      expropriationPlan: false,
      pendingProceedings: false,
    });
    expect(record.asbestos).toEqual({ certificate: true, reference: 'ASB-2025-0004711' });
    expect(record.certificates).toEqual({ electricity: true, gas: true, asBuilt: true });
    expect(record.construction).toMatchObject({ floor: 2, condition: 'good', constructionYear: 2012 });
    expect(record.legalMentions).toEqual(rental.legal.legal_mentions);
  });

  it('publishes its plans and documents: the Website API sends only what the agent published', () => {
    expect(record.documents).toEqual([
      expect.objectContaining({ kind: 'epc', public: true }),
      expect.objectContaining({ kind: 'asbestos', public: true }),
      expect.objectContaining({ kind: 'other', public: true }),
      expect.objectContaining({ kind: 'plan', public: true, title: { nl: 'Grondplan tweede verdieping' } }),
    ]);
  });

  it('names, once and by name, only what carries a value and has no place: the video of an unknown host among them', () => {
    expect(mapped!.unplaced.sort()).toEqual(
      [
        'bathroom_condition',
        'cadastral_income',
        'kitchen_condition',
        'kitchens',
        'living_rooms',
        'rooms',
        'storage_rooms',
        'video_url (not a video or tour the site can show)',
      ].sort(),
    );
  });

  it('is a record the feed takes', () => {
    expect(parseFeed({ properties: [record] }).issues).toEqual([]);
  });
});

describe('a sale in the older flat shape fw4-bvba/sweepbright-api recorded', () => {
  const [mapped] = mapSweepBrightEstate(sale as Record<string, unknown>, ids);
  it('reads its EPC, regulations and legal mentions at the top level', () => {
    expect(mapped!.record).toMatchObject({
      energyScore: 310,
      energyLabel: 'B',
      planning: { permit: true, heritage: true, urbanPlanningCertificate: true, summons: false },
      legalMentions: { nl: expect.stringContaining('woongebied') },
      groundSurface: 120,
    });
    expect(parseFeed({ properties: [mapped!.record] }).issues).toEqual([]);
  });
});
