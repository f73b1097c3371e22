import { describe, expect, it } from 'vitest';
import { describeIssues, parseFeed } from './parse-feed';

const house = {
  id: 7001,
  goal: 'sale',
  type: 1,
  price: 325000,
  address: { street: 'Markt', houseNumber: '1', zip: '9300', city: 'Aalst' },
  location: { lat: 50.98, lng: 3.53 },
  bedrooms: 3,
  texts: { nl: { title: 'Woning met tuin', description: 'Ruime woning.' } },
  photos: [{ url: 'https://example.be/a.jpg', width: 1600, height: 1067 }],
};

const lines = (input: unknown) => describeIssues(parseFeed(input).issues);

describe('a feed as a list of properties (the first form)', () => {
  it('accepts a complete record and fills in the defaults', () => {
    const { feed, issues } = parseFeed([house]);
    expect(issues).toEqual([]);
    expect(feed.properties[0]).toMatchObject({
      id: 7001,
      status: 'published',
      publishPrice: true,
      address: { publish: true },
    });
    expect(feed.projects).toEqual([]);
  });

  it('names every problem with its record and field', () => {
    const { feed, issues } = parseFeed([
      house,
      { ...house, id: 7002, goal: 'buy', address: { ...house.address, zip: '93000' } },
      { ...house, id: 7003, texts: {} },
    ]);
    expect(feed.properties.map((r) => r.id)).toEqual([7001]);
    const text = describeIssues(issues);
    expect(text).toContainEqual(expect.stringMatching(/^records\[1\] \(id 7002\) goal: /));
    expect(text).toContainEqual('records[1] (id 7002) address.zip: a Belgian or Luxembourg postal code of four digits');
    expect(text).toContainEqual('records[2] (id 7003) texts: at least one language');
  });

  it('refuses a duplicate id, unknown fields and a feed that is neither a list nor the object', () => {
    expect(lines([house, house])).toEqual(['records[1] (id 7001) id: appears more than once in this feed']);
    expect(parseFeed([{ ...house, colour: 'red' }]).issues[0]).toMatchObject({ index: 0, field: '' });
    expect(lines(42)).toEqual([
      'feed: expected a list of properties, or an object { "properties": [...], "projects": [...], "owners": [...] }',
    ]);
    expect(lines({ properties: [], agents: [] })).toEqual([expect.stringMatching(/^feed: /)]);
  });

  it('accepts only web or site-relative file addresses', () => {
    expect(parseFeed([{ ...house, photos: [{ url: 'javascript:alert(1)' }] }]).issues[0]?.field).toBe('photos.0.url');
    expect(parseFeed([{ ...house, photos: [{ url: 'file:///etc/passwd' }] }]).issues[0]?.field).toBe('photos.0.url');
    expect(parseFeed([{ ...house, photos: [{ url: '/photos/a.jpg' }] }]).issues).toEqual([]);
  });

  it('refuses a path inside a feed folder when the feed has no folder (a feed posted to the site)', () => {
    const { feed, issues } = parseFeed({
      properties: [{ ...house, documents: [{ url: 'documents/epc.pdf', title: { nl: 'EPC' } }] }],
    });
    expect(feed.properties).toEqual([]);
    expect(describeIssues(issues)).toEqual([
      'properties (id 7001) documents.0.url: is a path inside a feed folder: send the folder with `npm run import -- <folder>`, or give a web address',
    ]);
  });

  it('resolves the paths of a feed folder through its reader, which may refuse one', () => {
    const folder = (path: string) =>
      path.startsWith('photos/')
        ? { url: `file:///feeds/agency/${path}` }
        : { refused: `no file ${path} in the feed folder` };
    const ok = parseFeed([{ ...house, photos: [{ url: 'photos/front.jpg' }, { url: 'https://example.be/b.jpg' }] }], {
      folder,
    });
    expect(ok.issues).toEqual([]);
    expect(ok.feed.properties[0]!.photos!.map((p) => p.url)).toEqual([
      'file:///feeds/agency/photos/front.jpg',
      'https://example.be/b.jpg',
    ]);
    const refused = parseFeed([{ ...house, photos: [{ url: 'plans/a.jpg' }] }], { folder });
    expect(refused.feed.properties).toEqual([]);
    expect(describeIssues(refused.issues)).toEqual([
      'records (id 7001) photos.0.url: no file plans/a.jpg in the feed folder',
    ]);
  });
});

describe('a property record with everything the site shows', () => {
  const full = {
    ...house,
    types: [1, 5],
    typeDescription: { nl: 'Halfopen bebouwing', fr: 'Semi-mitoyenne' },
    priceUnit: 1,
    priceUnitText: 'per maand',
    marquee: 2,
    marqueeName: { nl: 'Nieuw', fr: 'Nouveau', en: 'New' },
    projectId: 900,
    showerrooms: 1,
    externalParkings: 2,
    extraRooms: 1,
    energyScore: 212,
    energyLabel: 'C',
    surfaces: { total: 520, living: 180, garden: 240, plotWidth: 12.5 },
    construction: { constructionYear: 1978, renovationYear: 2019, facades: 3, roofMaterial: 'pannen' },
    comfort: { heatingType: 'gas', interior: ['open haard'], gardenOrientation: 'sw' },
    flags: { gas: true, water: true, garden: true },
    planning: { permit: true, judicialDecision: 2, planningZone: 'woongebied' },
    energy: { epc: 212, expiryDate: '2034-05-01', certificateCode: '20240501-0001234-1' },
    flood: { zoneName: 'niet overstromingsgevoelig', riparianZone: false, gScore: 'A', pScore: 'A' },
    asbestos: { type: 'asbestveilig', date: '2025-11-02' },
    certificates: { ground: true, electricity: true, gas: false },
    financial: { realEstateTax: 1450, notaryFeeWithVat: 2900 },
    viager: null,
    contract: { type: 'verkoop', duration: '' },
    pointsOfInterest: [{ kind: 'school', name: 'Sint-Vincentius', distanceM: 450 }],
    documents: [
      {
        url: 'https://example.be/epc.pdf',
        kind: 'epc',
        title: { nl: 'EPC-certificaat', fr: 'Certificat PEB' },
        public: true,
      },
    ],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://my.matterport.com/show/?m=abc'],
    communications: [
      {
        date: '2026-11-20T10:00:00+01:00',
        type: 'bezoek',
        contact: 'J. Peeters',
        subject: 'Eerste bezoek',
        status: 'done',
        source: 'website',
      },
    ],
    slots: [{ start: '2026-12-05T10:00:00+01:00', end: '2026-12-05T10:30:00+01:00', capacity: 2 }],
  };

  it('carries every detail group under its database name', () => {
    const { feed, issues } = parseFeed({ properties: [full] });
    expect(issues).toEqual([]);
    expect(feed.properties[0]).toMatchObject({
      surfaces: full.surfaces,
      flood: full.flood,
      viager: null,
      pointsOfInterest: full.pointsOfInterest,
      marquee: 2,
    });
    expect(feed.properties[0]?.communications?.[0]).toMatchObject({ comment: '', status: 'done' });
  });

  it('names a wrong value inside a group, and a slot that ends before it starts', () => {
    const bad = {
      ...full,
      flood: { gScore: 'E' },
      construction: { facades: 7 },
      slots: [{ start: '2026-12-05T10:00:00Z', end: '2026-12-05T09:00:00Z' }],
    };
    const text = lines({ properties: [bad] });
    expect(text).toContainEqual(expect.stringMatching(/^properties\[0\] \(id 7001\) flood\.gScore: /));
    expect(text).toContainEqual(expect.stringMatching(/^properties\[0\] \(id 7001\) construction\.facades: /));
    expect(text).toContainEqual('properties[0] (id 7001) slots.0.end: ends before it starts');
  });

  it('refuses a field a group does not have (a typo is not silently lost)', () => {
    expect(lines({ properties: [{ ...house, surfaces: { livng: 120 } }] })).toEqual([
      expect.stringMatching(/^properties\[0\] \(id 7001\) surfaces: .*livng/),
    ]);
  });
});

describe('projects and owners', () => {
  const project = {
    id: 900,
    texts: { nl: { title: 'Residentie Denderhof', description: 'Twaalf appartementen.' } },
    address: { street: 'Dorpsstraat', houseNumber: '10', zip: '9300', city: 'Aalst', publish: true },
    location: { lat: 50.98, lng: 3.53 },
    buildings: [{ name: 'Blok A', floors: 4, deliveryDate: '2027-09-01' }],
  };
  const owner = { id: 31, email: 'Marie@Example.be', name: 'Marie Claes', locale: 'fr', propertyIds: [7001] };

  it('accepts a project with buildings and an owner, e-mail in lower case', () => {
    const { feed, issues } = parseFeed({ properties: [house], projects: [project], owners: [owner] });
    expect(issues).toEqual([]);
    expect(feed.projects[0]).toMatchObject({ id: 900, goal: 'sale', status: 'published' });
    expect(feed.owners[0]).toMatchObject({ email: 'marie@example.be', locale: 'fr' });
  });

  it("takes an owner's language among the site's, German included, and refuses another", () => {
    const german = parseFeed({ properties: [house], owners: [{ ...owner, locale: 'de' }] });
    expect(german.issues).toEqual([]);
    expect(german.feed.owners[0]).toMatchObject({ locale: 'de' });
    expect(parseFeed({ properties: [house], owners: [{ ...owner, locale: 'es' }] }).issues).not.toEqual([]);
  });

  it('names a price range upside down, a bad e-mail and an e-mail used twice', () => {
    const text = lines({
      projects: [{ ...project, priceMin: 400000, priceMax: 300000 }],
      owners: [owner, { ...owner, id: 32 }, { ...owner, id: 33, email: 'not-an-address' }],
    });
    expect(text).toContain('projects[0] (id 900) priceMax: is lower than priceMin');
    expect(text).toContainEqual(expect.stringMatching(/^owners\[2\] \(id 33\) email: /));
    expect(text).toContain('owners (id 32) email: is also the e-mail of owner 31');
  });
});
