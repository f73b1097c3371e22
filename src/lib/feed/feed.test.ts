import { describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import {
  appointmentSlots,
  authVerification,
  mailQueue,
  owners,
  projects,
  properties,
  propertyOwners,
} from '@/db/schema';
import { parseFeed } from '@/domain/feed/parse-feed';
import { serveFixtureContent, FIXTURE_AGENCY } from '@/test/data/content';
import { testDatabase } from '@/test/data/database';
import { getProperty } from '../catalogue/property';
import { ownerProperty } from '../owners/portal';
import { getProject } from '../projects/projects';
import { applyFeed } from './apply';

/** The feed carries everything the site shows (issue 15): sent to an empty catalogue, with the test agency's settings. */
const handle = testDatabase();
serveFixtureContent();

const house = {
  id: 8801,
  goal: 'sale',
  type: 1,
  types: [1, 5],
  typeDescription: { nl: 'Halfopen woning', fr: 'Maison semi-mitoyenne', en: 'Semi-detached house' },
  reference: 'FEED-8801',
  price: 345000,
  priceUnit: 0,
  marquee: 2,
  marqueeName: { nl: 'Nieuw', fr: 'Nouveau', en: 'New' },
  address: { street: 'Tiensestraat', houseNumber: '21', zip: '3000', city: 'Leuven', publish: true },
  location: { lat: 50.9841, lng: 3.5262 },
  bedrooms: 3,
  bathrooms: 1,
  showerrooms: 1,
  toilets: 2,
  garages: 1,
  externalParkings: 2,
  livingSurface: 168,
  groundSurface: 410,
  energyScore: 212,
  energyLabel: 'C',
  surfaces: { total: 410, living: 168, garden: 240, terrace: 22, plotWidth: 12.5, frontWidth: 9 },
  construction: {
    constructionYear: 1978,
    renovationYear: 2019,
    facades: 3,
    roofMaterial: 'pannen',
    windowGlazing: 'dubbel',
  },
  comfort: { heatingType: 'gas', kitchen: 'ingericht', interior: ['open haard'], gardenOrientation: 'sw' },
  flags: { gas: true, water: true, garden: true, cellar: true },
  planning: {
    permit: true,
    allotmentPermit: false,
    summons: false,
    preemptiveRights: false,
    judicialDecision: 0,
    planningZone: 'woongebied',
  },
  energy: {
    epc: 212,
    epcTotal: 35616,
    co2Emission: 41,
    expiryDate: '2034-05-01',
    certificateCode: '20240501-0001234-1',
  },
  flood: {
    zoneName: 'niet overstromingsgevoelig',
    riparianZone: false,
    riskAreaText: 'geen',
    gScore: 'A',
    pScore: 'A',
  },
  asbestos: { type: 'asbestveilig', date: '2025-11-02' },
  certificates: { ground: true, electricity: true, gas: true },
  financial: { realEstateTax: 1450 },
  contract: { type: 'verkoop' },
  pointsOfInterest: [{ kind: 'school', name: 'Sint-Vincentius', distanceM: 450 }],
  texts: {
    nl: { title: 'Halfopen woning met zuidwesttuin', description: 'Ruime woning.' },
    fr: { title: 'Maison avec jardin', description: 'Maison spacieuse.' },
  },
  photos: [{ url: '/media/facade-01-1360.webp', width: 1360, height: 1020 }],
  documents: [
    {
      url: '/media/docs/epc.pdf',
      kind: 'epc',
      title: { nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'EPC certificate' },
      public: true,
    },
    { url: '/media/docs/notary.pdf', kind: 'other', title: { nl: 'Ontwerpakte' }, public: false },
  ],
  videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
  communications: [
    {
      date: '2026-11-20T10:00:00+01:00',
      type: 'Bezoek',
      contact: 'J. Peeters',
      subject: 'Eerste bezoek',
      comment: 'Positief',
      status: 'done',
      source: 'Immoweb',
    },
  ],
  slots: [
    { start: '2027-01-05T10:00:00+01:00', end: '2027-01-05T10:30:00+01:00', capacity: 2 },
    { start: '2027-01-05T11:00:00+01:00', end: '2027-01-05T11:30:00+01:00' },
  ],
};

const apply = async (input: unknown, partial = false) => {
  const { feed, issues } = parseFeed(input);
  return applyFeed(feed, issues, { db: handle.db, partial });
};

describe('a property with every field', () => {
  it('reaches the detail page: groups, subtype, marquee, documents, videos and tours', async () => {
    const { summary, issues } = await apply({ properties: [house] });
    expect(issues).toEqual([]);
    expect(summary?.created).toEqual([8801]);
    const detail = (await getProperty(8801, 'fr', handle.db))!;
    expect(detail.subtype).toBe('Maison semi-mitoyenne');
    expect(detail.recordFile).toBe('FEED-8801');
    expect(detail.documents.map((d) => d.name)).toEqual(['Certificat PEB']);
    expect(detail.hasPrivateDocuments).toBe(true);
    expect(detail.moving.map((m) => m.kind)).toEqual(['video', 'tour']);
    // The stored row (the detail gives shapes, not rows): every group the feed sent is kept.
    const [raw] = await handle.db.select().from(properties).where(eq(properties.id, 8801));
    if (!raw) throw new Error('property 8801 not stored');
    for (const group of [
      'surfaces',
      'construction',
      'comfort',
      'flags',
      'planning',
      'energy',
      'flood',
      'asbestos',
      'certificates',
      'financial',
      'contract',
      'pointsOfInterest',
    ] as const) {
      expect(raw[group], group).toEqual(house[group]);
    }
    expect(raw).toMatchObject({
      webIds: '1,5',
      marquee: 2,
      energyPerformance: 212,
      epcLabelText: 'C',
      showerrooms: 1,
      externalParkings: 2,
      priceUnit: 0,
    });
  });

  it('a repeat writes nothing; a group left out keeps its value, null empties it', async () => {
    expect((await apply({ properties: [house] })).summary?.unchanged).toEqual([8801]);
    const withoutFlood: Record<string, unknown> = { ...house, asbestos: null };
    delete withoutFlood.flood;
    expect((await apply({ properties: [withoutFlood] })).summary?.changed).toEqual([8801]);
    const [row] = await handle.db.select().from(properties).where(eq(properties.id, 8801));
    expect(row?.flood).toEqual(house.flood);
    expect(row?.asbestos).toBeNull();
  });

  it("shows the feed's communications to the owner beside the website's leads", async () => {
    await apply({ owners: [{ id: 501, email: 'eigenaar.8801@example.be', name: 'Eva Maes', propertyIds: [8801] }] });
    const [owner] = await handle.db.select().from(owners).where(eq(owners.feedId, 501));
    const dashboard = (await ownerProperty(owner!.id, 8801, 'nl', handle.db))!;
    expect(dashboard.communications).toContainEqual({
      at: new Date('2026-11-20T09:00:00Z'),
      kind: 'Bezoek',
      contact: 'J. Peeters',
      subject: 'Eerste bezoek',
      comment: 'Positief',
      status: 'done',
      source: 'Immoweb',
    });
  });
});

describe('visit slots', () => {
  it('never drops a booked slot: left out it stays, its capacity stays at least its bookings', async () => {
    const [first] = await handle.db
      .select()
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.propertyId, 8801), eq(appointmentSlots.capacity, 2)));
    await handle.db.update(appointmentSlots).set({ booked: 2 }).where(eq(appointmentSlots.id, first!.id));
    const { summary } = await apply({
      properties: [
        { ...house, slots: [{ start: '2027-01-05T10:00:00+01:00', end: '2027-01-05T10:30:00+01:00', capacity: 1 }] },
      ],
    });
    expect(summary?.refused).toEqual([
      'properties (id 8801) slots: the slot of 2027-01-05T10:00:00+01:00 has 2 booking(s); its capacity stays 2 (the feed asked 1)',
    ]);
    const again = await apply({ properties: [{ ...house, slots: [] }] });
    expect(again.summary?.refused).toEqual([
      'properties (id 8801) slots: the slot of 2027-01-05T09:00:00.000Z has 2 booking(s) and stays (the feed left it out)',
    ]);
    const left = await handle.db.select().from(appointmentSlots).where(eq(appointmentSlots.propertyId, 8801));
    expect(left.map((s) => [s.capacity, s.booked])).toEqual([[2, 2]]);
  });

  it('leaves the slots the agency added in the back office alone', async () => {
    await handle.db.insert(appointmentSlots).values({
      propertyId: 8801,
      startsAt: new Date('2027-02-01T09:00:00Z'),
      endsAt: new Date('2027-02-01T10:00:00Z'),
      source: 'office',
    });
    await apply({ properties: [{ ...house, slots: [] }] });
    const left = await handle.db.select().from(appointmentSlots).where(eq(appointmentSlots.propertyId, 8801));
    expect(left.map((s) => s.source).sort()).toEqual(['feed', 'office']);
  });
});

describe('a project with three units', () => {
  const project = {
    id: 9701,
    texts: {
      nl: { title: 'Residentie Dijlehof', description: 'Drie appartementen aan de Dijle.' },
      en: { title: 'Dijlehof residence', description: 'Three flats by the river.' },
    },
    address: { street: 'Dijlestraat', houseNumber: '10', zip: '3000', city: 'Leuven', publish: true },
    location: { lat: 50.985, lng: 3.53 },
    buildings: [{ name: 'Blok A', floors: 3, deliveryDate: '2027-09-01' }],
  };
  const unit = (id: number, price: number) => ({
    id,
    goal: 'sale',
    type: 2,
    price,
    projectId: 9701,
    address: { zip: '3000', city: 'Leuven', publish: false },
    bedrooms: 2,
    texts: { nl: { title: `Appartement ${id}` } },
  });

  it('takes its price range from its units, and follows their changes', async () => {
    const { summary, issues } = await apply({
      projects: [project],
      properties: [unit(9711, 240000), unit(9712, 265000), unit(9713, 310000)],
    });
    expect(issues).toEqual([]);
    expect(summary?.projects.created).toEqual([9701]);
    const detail = (await getProject(9701, 'en', handle.db))!;
    expect(detail.title).toBe('Dijlehof residence');
    expect(detail.units.map((u) => u.id).sort()).toEqual([9711, 9712, 9713]);
    const range = async () =>
      (
        await handle.db
          .select({ min: projects.priceMin, max: projects.priceMax })
          .from(projects)
          .where(eq(projects.id, 9701))
      )[0];
    expect(await range()).toEqual({ min: 240000, max: 310000 });
    await apply({ properties: [unit(9713, 299000)] });
    expect(await range()).toEqual({ min: 240000, max: 299000 });
    await apply({ projects: [{ ...project, priceMin: 200000, priceMax: 400000 }] });
    await apply({ properties: [unit(9711, 230000)] });
    expect(await range()).toEqual({ min: 200000, max: 400000 });
  });

  it('refuses a unit of a project that exists nowhere', async () => {
    const { summary, issues } = await apply({ properties: [{ ...unit(9714, 1), projectId: 9999 }] });
    expect(summary).toBeUndefined();
    expect(issues).toEqual([
      {
        list: 'properties',
        index: -1,
        id: 9714,
        field: 'projectId',
        message: 'project 9999 is neither in this feed nor on the site',
      },
    ]);
  });
});

describe('owners', () => {
  it('invites a new owner to choose a password, in their language, valid 7 days', async () => {
    const now = new Date();
    const { feed, issues } = parseFeed({
      owners: [
        { id: 502, email: 'Nieuwe.Eigenaar@example.be', name: 'Noor Claes', locale: 'fr', propertyIds: [8801, 9711] },
      ],
    });
    const { summary } = await applyFeed(feed, issues, { db: handle.db, now });
    expect(summary?.owners).toEqual({ created: [502], changed: [], unchanged: [], invited: 1 });
    const [owner] = await handle.db.select().from(owners).where(eq(owners.feedId, 502));
    expect(owner).toMatchObject({ email: 'nieuwe.eigenaar@example.be', locale: 'fr' });
    const links = await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, owner!.id));
    expect(links.map((l) => l.propertyId).sort()).toEqual([8801, 9711]);
    const [mail] = await handle.db.select().from(mailQueue).where(eq(mailQueue.to, 'nieuwe.eigenaar@example.be'));
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toMatch(/^Votre espace propriétaire chez /);
    // Signed as the agency's settings say (texts.mailFooter), not by a message naming an agency.
    expect(mail?.text).toContain(`${FIXTURE_AGENCY.name} – espace propriétaire`);
    const token = mail!.text.match(/\/fr\/login\/nouveau-mot-de-passe\/\?token=([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    const [verification] = await handle.db
      .select()
      .from(authVerification)
      .where(eq(authVerification.identifier, `reset-password:${token}`));
    expect(verification?.value).toBe(owner!.userId);
    expect(Math.round((verification!.expiresAt.getTime() - now.getTime()) / 86_400_000)).toBe(7);
  });

  it('an owner sent again is not invited again; an empty list takes every property away', async () => {
    const { summary } = await apply({
      owners: [{ id: 502, email: 'nieuwe.eigenaar@example.be', name: 'Noor Claes', locale: 'fr', propertyIds: [] }],
    });
    expect(summary?.owners).toEqual({ created: [], changed: [502], unchanged: [], invited: 0 });
    const [owner] = await handle.db.select().from(owners).where(eq(owners.feedId, 502));
    expect(await handle.db.select().from(propertyOwners).where(eq(propertyOwners.ownerId, owner!.id))).toEqual([]);
    expect(await handle.db.select().from(mailQueue).where(like(mailQueue.to, 'nieuwe.eigenaar%'))).toHaveLength(1);
  });

  it('refuses an owner of a property that exists nowhere', async () => {
    const { issues } = await apply({
      owners: [{ id: 503, email: 'x@example.be', name: 'X', propertyIds: [123456789] }],
    });
    expect(issues).toEqual([
      {
        list: 'owners',
        index: -1,
        id: 503,
        field: 'propertyIds',
        message: 'property 123456789 neither in this feed nor on the site',
      },
    ]);
  });
});

describe('never half applied', () => {
  it('a failure in the middle of a feed leaves the catalogue as it was', async () => {
    // A database refusal that no check before the transaction can see, on the second property.
    await handle.db.execute(
      sql`create function refuse_8902() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await handle.db.execute(
      sql`create trigger refuse_8902 before insert on properties for each row when (new.id = 8902) execute function refuse_8902()`,
    );
    try {
      const one = { ...house, id: 8901, slots: undefined, communications: undefined };
      await expect(
        apply({
          properties: [one, { ...one, id: 8902 }],
          owners: [{ id: 504, email: 'half@example.be', name: 'Half', propertyIds: [8901] }],
        }),
      ).rejects.toThrow();
      expect(await handle.db.select().from(properties).where(eq(properties.id, 8901))).toEqual([]);
      expect(await handle.db.select().from(owners).where(eq(owners.feedId, 504))).toEqual([]);
    } finally {
      await handle.db.execute(sql`drop trigger refuse_8902 on properties`);
      await handle.db.execute(sql`drop function refuse_8902()`);
    }
  });
});
