import { describe, expect, it } from 'vitest';
import { feedPropertySchema } from '../feed/property-record';
import { feedProjectSchema } from '../feed/project-record';
import { omnicasaContact } from './omnicasa-contact';
import { mapOmnicasaProject, mapOmnicasaProperty, omnicasaInstant, omnicasaPhotos } from './omnicasa-property';
import fixture from './fixtures/omnicasa-flemish-flat.json';
import { brusselsInstant } from '../format/brussels-time';
import { changeSince } from './omnicasa-codes';

const house = {
  ID: 7100001,
  Goal: 0,
  Status: 1,
  WebID: 1,
  WebIDs: '1,5',
  RecordFile: 'REF-12',
  Price: '325000',
  PublishPrice: '1',
  PriceUnit: 7,
  Street: 'Grote Markt',
  HouseNumber: '1',
  BoxNr: 'A',
  Zip: '2000',
  City: 'Antwerpen',
  CountryAbbr: 'B',
  PublishAddress: '0',
  GoogleX: '51.2211',
  GoogleY: '4.3997',
  SurfaceLiving: 140,
  SurfaceGround: 0,
  NumberOfBedRooms: 3,
  NumberOfToilets: '2',
  HasGarden: 1,
  HasAttic: '0',
  ConstructionYear: 1930,
  EnergyPerformance: 310,
  EPCLabelText: 'D',
  VirtualTour: 'https://my.matterport.com/show/?m=abcdEFGH123',
  CreatedDate: '2026-03-29 02:30:00',
  LastChangedDate: '/Date(1790000000000+0100)/',
  XLargePictureItems: [
    { ID: 1, Url: 'https://pictures.example/xl/1.jpg' },
    { ID: 2, Url: 'https://pictures.example/xl/2.jpg' },
    { ID: 3, Url: 'https://pictures.example/xl/1.jpg' },
    { ID: 4, Url: 'ftp://pictures.example/xl/4.jpg' },
  ],
};

describe('an Omnicasa property as a feed record', () => {
  it('maps the fields of the specification’s section 3, texts and names per language', () => {
    const { kind, record, unplaced } = mapOmnicasaProperty({
      nl: {
        ...house,
        TypeDescription: 'Burgerhuis',
        KitchenName: 'Ingerichte keuken',
        HeatingName: 'Warmtepomp',
        WindowGlazing: 'Driedubbele beglazing',
        ConstructionName: 'Gesloten bebouwing',
        OrientationT: 'Zuidwest',
        DescriptionA: 'Karaktervolle woning.\r\nDrie slaapkamers.',
        DescriptionB: 'Tuin van 60 m².',
      },
      fr: {
        ...house,
        TypeDescription: 'Maison de maître',
        DescriptionA: '<p>Maison de caractère.</p><p>Trois chambres.</p>',
      },
      en: { ...house, Title: 'A town house in the old centre' },
    });
    expect(kind).toBe('property');
    expect(unplaced).toEqual([]);
    expect(record).toMatchObject({
      id: 7100001,
      status: 'published',
      goal: 'sale',
      type: 1,
      types: [5],
      reference: 'REF-12',
      price: 325000,
      publishPrice: true,
      priceUnit: 7,
      typeDescription: { nl: 'Burgerhuis', fr: 'Maison de maître' },
      address: {
        street: 'Grote Markt',
        houseNumber: '1',
        box: 'A',
        zip: '2000',
        city: 'Antwerpen',
        countryId: 10,
        publish: false,
      },
      location: { lat: 51.2211, lng: 4.3997 },
      bedrooms: 3,
      toilets: 2,
      livingSurface: 140,
      energyScore: 310,
      energyLabel: 'D',
      construction: { constructionYear: 1930, facades: 2, windowGlazing: 'triple' },
      comfort: { kitchen: 'fitted', heatingType: 'heatpump', gardenOrientation: 'sw' },
      flags: { garden: true, attic: false },
      videos: ['https://my.matterport.com/show/?m=abcdEFGH123'],
      // 02:30 on the night clocks go forward is 03:30 summer time: 01:30 UTC.
      listedAt: '2026-03-29T01:30:00.000Z',
      updatedAt: new Date(1790000000000).toISOString(),
      texts: {
        nl: {
          title: 'Burgerhuis – Antwerpen',
          description: 'Karaktervolle woning.\nDrie slaapkamers.\n\nTuin van 60 m².',
        },
        fr: { title: 'Maison de maître – Anvers', description: 'Maison de caractère.\n\nTrois chambres.' },
        en: { title: 'A town house in the old centre', description: '' },
      },
      photos: [{ url: 'https://pictures.example/xl/1.jpg' }, { url: 'https://pictures.example/xl/2.jpg' }],
    });
    expect(record).not.toHaveProperty('groundSurface');
    expect(feedPropertySchema.safeParse(record).success).toBe(true);
  });

  it('follows the status: sold, rented, references and take-overs shown as such; prospects drafts; the rest withdrawn', () => {
    const listing = (Status: number, Goal = 0) => {
      const { record } = mapOmnicasaProperty({ nl: { ...house, Status, Goal } });
      return [record.status, record.availability ?? null];
    };
    expect(listing(1)).toEqual(['published', null]);
    expect(listing(1, 2)).toEqual(['published', 'takeover']);
    expect(listing(2)).toEqual(['published', 'sold']);
    expect(listing(4, 1)).toEqual(['published', 'rented']);
    expect(listing(6, 1)).toEqual(['published', 'rented']);
    expect(listing(6, 0)).toEqual(['published', 'sold']);
    expect(listing(0)).toEqual(['draft', null]);
    expect(listing(3)).toEqual(['withdrawn', null]);
    expect(listing(5)).toEqual(['withdrawn', null]);
  });

  it('names what it cannot place: unknown keys, names it cannot read, a marquee out of range, a link that is no tour', () => {
    const { record, unplaced } = mapOmnicasaProperty({
      nl: {
        ...house,
        Marquee: 9,
        KitchenName: 'Zomerkeuken in de tuin',
        VirtualTour: 'https://example.test/tour',
        SwimmingPool: true,
      },
    });
    expect(unplaced).toEqual([
      'SwimmingPool',
      'VirtualTour (not a video or tour the site can show)',
      'Marquee (9: the site shows 0 to 4)',
      'KitchenName ("Zomerkeuken in de tuin")',
    ]);
    expect(record).not.toHaveProperty('marquee');
    expect(record).not.toHaveProperty('videos');
    expect(record).not.toHaveProperty('comfort');
  });

  it('takes the type from the main type when the listing has no publication category', () => {
    const flat: Record<string, unknown> = { ...house, MainTypeID: 1 };
    delete flat.WebID;
    expect(mapOmnicasaProperty({ nl: flat }).record.type).toBe(2);
  });
});

describe('Omnicasa’s dates and photos', () => {
  it('reads "Y-m-d H:i:s" on the clocks of Brussels and WCF dates; nothing else', () => {
    expect(omnicasaInstant('2026-07-01 12:00:00')).toBe('2026-07-01T10:00:00.000Z');
    expect(omnicasaInstant('/Date(1700000000000+0100)/')).toBe('2023-11-14T22:13:20.000Z');
    expect(omnicasaInstant('01/07/2026')).toBeUndefined();
    expect(omnicasaInstant(20260701)).toBeUndefined();
  });

  it('falls back on the large photo list, then the main photo', () => {
    expect(
      omnicasaPhotos({ LargePictures: ['https://p.example/1.jpg'], LargePicture: 'https://p.example/0.jpg' }),
    ).toEqual([{ url: 'https://p.example/1.jpg' }]);
    expect(omnicasaPhotos({ LargePicture: 'https://p.example/0.jpg' })).toEqual([{ url: 'https://p.example/0.jpg' }]);
    expect(omnicasaPhotos({})).toEqual([]);
  });
});

describe('an Omnicasa project as a feed record', () => {
  const project = {
    ID: 7200001,
    PublishInternet: true,
    ProjectWebID: 2,
    Zip: '3500',
    City: 'Hasselt',
    PriceMin: 250000,
    PriceMax: 410000,
    CreatedDate: '2026-01-05 09:00:00',
  };
  it('maps its name and texts per language, its price range and its publication', () => {
    const { kind, record } = mapOmnicasaProject({
      nl: { ...project, Name: 'Residentie Oost', Description: 'Twaalf appartementen.' },
      fr: { ...project, Name: 'Résidence Est', Description: 'Douze appartements.' },
    });
    expect(kind).toBe('project');
    expect(record).toMatchObject({
      id: 7200001,
      status: 'published',
      name: 'Residentie Oost',
      type: 2,
      priceMin: 250000,
      priceMax: 410000,
      texts: {
        nl: { title: 'Residentie Oost', description: 'Twaalf appartementen.' },
        fr: { title: 'Résidence Est', description: 'Douze appartements.' },
      },
    });
    expect(feedProjectSchema.safeParse(record).success).toBe(true);
    expect(mapOmnicasaProject({ nl: { ...project, Name: 'X', PublishInternet: false } }).record.status).toBe(
      'withdrawn',
    );
    // A range upside down is left out (the units give it), not refused.
    const upside = mapOmnicasaProject({ nl: { ...project, Name: 'X', PriceMin: 5, PriceMax: 1 } }).record;
    expect(upside).not.toHaveProperty('priceMin');
  });
});

describe('a lead as Omnicasa’s ContactOnMe', () => {
  const lead = {
    kind: 'valuation',
    locale: 'en',
    payload: {
      firstName: 'Sam',
      lastName: 'Peeters',
      street: 'Lange Straat',
      houseNumber: '5',
      zip: '2000',
      city: 'Antwerpen',
    },
    contact: { name: 'Sam Peeters', email: 'sam@example.test', phone: '0470 12 34 56', message: 'When can you come?' },
  };
  it('carries the person, the address, the message, the language and the site as the source', () => {
    expect(omnicasaContact(lead, { officeId: 3 })).toEqual({
      Name: 'Peeters',
      FirstName: 'Sam',
      Email: 'sam@example.test',
      PhoneNumber: '0470 12 34 56',
      Content: 'When can you come?',
      Address: 'Lange Straat 5',
      Zip: '2000',
      City: 'Antwerpen',
      SourceId: 5,
      Subject: 'Valuation request (website)',
      LanguageIdFromParameter: 3,
      LanguageId: 3,
      IsReceivedEmail: false,
      OfficeID: 3,
    });
  });
  it('has no place for a lead without an e-mail address', () => {
    expect(omnicasaContact({ ...lead, contact: { name: 'Sam', email: null } }, {})).toBeNull();
  });
});

describe('an Omnicasa flat in the shape its public clients read (src/test/fixtures/omnicasa)', () => {
  const [nl] = (fixture as { Items: Record<string, unknown>[] }).Items as [Record<string, unknown>];
  // Omnicasa answers one language per call: the French call names the same codes in French.
  const fr = {
    ...nl,
    TypeDescription: 'Appartement',
    SubStatusName: 'Vendu',
    ConditionName: 'Rénové',
    MainStyleName: 'Moderne',
    KitchenName: 'Cuisine entièrement équipée',
  };
  const { record, unplaced } = mapOmnicasaProperty({ nl, fr });

  it('shows an active listing whose SubStatus is 6 ("Verkocht") as sold, as the public clients read it', () => {
    expect(record).toMatchObject({ status: 'published', availability: 'sold' });
    // An office whose SubStatus 6 is named otherwise is read by its name.
    expect(mapOmnicasaProperty({ nl: { ...nl, SubStatusName: 'Te koop' } }).record.availability).toBeUndefined();
    expect(mapOmnicasaProperty({ nl: { ...nl, SubStatus: 13, SubStatusName: null } }).record.availability).toBe(
      'rented',
    );
  });

  it('places the storey, the condition and the style instead of reporting them', () => {
    expect(record.construction).toMatchObject({ floor: 2, condition: 'renovated', style: 'modern' });
    expect(unplaced.join()).not.toMatch(/Floor|Condition|MainStyle/);
  });

  it('keeps the certificate’s label beside its score (310 would be D in Flanders: the page shows C)', () => {
    expect(record).toMatchObject({ energyScore: 310, energyLabel: 'C' });
  });

  it('names in a title Omnicasa did not write the place in each language (Gent, Gand)', () => {
    expect(record.texts).toMatchObject({ nl: { title: 'Appartement – Gent' }, fr: { title: 'Appartement – Gand' } });
  });

  it('names no field that carries no value (0 surfaces, empty strings, null)', () => {
    expect(unplaced).toEqual([]);
  });

  it('is a record the feed takes', () => {
    expect(feedPropertySchema.safeParse(record).success).toBe(true);
  });
});

describe('ChangeSince', () => {
  it('covers the Brussels and the UTC reading of the moment it sends', () => {
    const since = new Date('2026-07-01T10:00:00Z');
    expect(changeSince(since)).toBe('2026-07-01 10:00:00');
    // Read on the clocks of Brussels, "10:00" is 08:00 UTC: earlier than asked, nothing missed.
    expect(brusselsInstant('2026-07-01', '10:00')!.getTime()).toBeLessThanOrEqual(since.getTime());
  });
});

describe('a property the site does not show', () => {
  it('says why in Omnicasa’s terms, for the run to name it', () => {
    expect(mapOmnicasaProperty({ nl: { ...house, Status: 0 } }).hidden).toBe('Status 0 (prospective)');
    expect(mapOmnicasaProperty({ nl: { ...house, Status: 3 } }).hidden).toBe('Status 3');
    expect(mapOmnicasaProperty({ nl: house }).hidden).toBeUndefined();
  });
});
