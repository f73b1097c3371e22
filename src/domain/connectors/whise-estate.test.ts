import { describe, expect, it } from 'vitest';
import { parseFeed } from '../feed/parse-feed';
import { whiseContact } from './whise-contact';
import {
  energyFigure,
  mapWhiseEstate,
  whiseDay,
  whiseInstant,
  whisePhotos,
  whiseSince,
  type WhiseEstate,
} from './whise-estate';

const blob = 'https://whisestorageprod.blob.core.windows.net/public/storage13066/Pictures';
const picture = (estate: number, id: number, guid: string, order?: number) => ({
  id,
  ...(order === undefined ? {} : { order }),
  orientation: 'Landscape',
  urlSmall: `${blob}/${estate}/200/${guid}.jpg`,
  urlLarge: `${blob}/${estate}/640/${guid}.jpg`,
  urlXXL: `${blob}/${estate}/1600/${guid}.jpg`,
  updateDateTime: '2025-04-28T07:14:35.41',
});

/** A house for sale as Whise's list answers it: keys with a null, false or 0 value left out. */
const house: WhiseEstate = {
  id: 7136172,
  referenceNumber: '3457936',
  name: 'Woning met tuin',
  client: 'Voorbeeld_13066',
  clientId: 13066,
  officeId: 16010,
  purpose: { id: 1 },
  purposeStatus: { id: 1 },
  status: { id: 1 },
  displayStatusId: 2,
  category: { id: 1 },
  subCategory: { id: 90 },
  price: 349000.0,
  currency: '€',
  displayPrice: true,
  address: 'Vijverstraat',
  number: '5',
  box: '2',
  zip: '3000',
  city: 'Leuven',
  country: { id: 1 },
  displayAddress: true,
  area: 165.0,
  groundArea: 480.0,
  gardenArea: 300.0,
  rooms: 3,
  bathRooms: 1,
  garage: 1,
  garden: 1,
  fronts: 3,
  energyClass: 'B',
  energyValue: '179-179',
  createDateTime: '2025-04-28T09:14:34.64',
  updateDateTime: '2025-06-03T11:02:17.763',
  putOnlineDateTime: '2025-05-02T10:00:00.12',
  priceChangeDateTime: '2025-05-29T14:51:07.457',
  shortDescription: [
    { languageId: 'nl-BE', content: '<p>Ruime woning.<br />Tuin op het zuiden &amp; garage.</p>' },
    {
      languageId: 'fr-BE',
      content: '<p class="tmcep">Maison spacieuse.<br />Jardin au sud &amp; garage, entr&eacute;e.</p>',
    },
  ],
  sms: [
    { languageId: 'nl-BE', content: 'Ruime woning met tuin\r\n' },
    { languageId: 'fr-BE', content: 'Maison avec jardin\r\n' },
  ],
  pictures: [picture(7136172, 3, 'c3', 2), picture(7136172, 1, 'a1'), picture(7136172, 2, 'b2', 1)],
  details: [
    { id: 14, group: 'Bâtiment', type: 'year', label: 'Année de construction', value: '1975' },
    { id: 585, group: 'Bâtiment', type: 'year', label: 'Année de rénovation', value: '2019' },
    { id: 55, group: 'En chiffres', type: 'int', label: 'Nbre de toilette(s)', value: '2' },
    { id: 57, group: 'En chiffres', type: 'int', label: 'nombre de sdd', value: '1' },
    { id: 1849, group: 'Nom, catégorie & situation\n', type: 'float', label: 'x de coordonnées xy', value: '50.8798' },
    { id: 1850, group: 'Nom, catégorie & situation\n', type: 'float', label: 'y de coordonnées xy', value: '4.7005' },
    { id: 2056, group: 'Energie', type: 'char', label: 'Label PEB', value: 'B' },
    { id: 2089, group: 'Energie', type: 'float_signed', label: 'PEB E-SPEC (kwh/m²/an)', value: '179' },
    { id: 2090, group: 'Energie', type: 'float_signed', label: 'Emission CO2', value: '32' },
    { id: 2391, group: 'Energie', type: 'char', label: 'PEB code unique', value: '20250101-0001234-01' },
    { id: 2776, group: 'Energie', type: 'datetime', label: "PEB valide jusqu'au", value: '08/18/2035 00:00' },
    { id: 808, group: 'Domaine juridique', type: 'yes/no', label: 'Permis de bâtir', value: '1' },
    {
      id: 1736,
      group: 'Domaine juridique',
      type: 'ground_destination',
      label: 'affectation',
      value: 'habitat',
      enum: { id: 12 },
    },
    {
      id: 2222,
      group: 'Spécificités terrain',
      type: 'possibleFloodType',
      label: 'risque',
      value: 'non',
      enum: { id: 1233 },
    },
    {
      id: 1595,
      group: 'Equipement de base',
      type: 'kitchen',
      label: 'type de cuisine',
      value: 'super-équipée',
      enum: { id: 686 },
    },
    { id: 1020, group: 'Equipement de base', type: 'heating', label: 'chauffage', value: 'gaz', enum: { id: 660 } },
    { id: 372, group: 'Equipement de base', type: 'yes/no', label: 'ascenseur', value: '0' },
    { id: 142, group: 'Divers', type: 'yes/no', label: 'salle de fitness', value: '1' },
  ],
  linkVirtualVisit: 'https://nodalview.com/s/abc',
};

describe('mapWhiseEstate', () => {
  it('turns a house for sale into a feed property with every field the site shows', () => {
    const { kind, record, unplaced } = mapWhiseEstate(house);
    expect(kind).toBe('property');
    expect(record).toMatchObject({
      id: 7136172,
      status: 'published',
      goal: 'sale',
      reference: '3457936',
      type: 1,
      price: 349000,
      publishPrice: true,
      address: {
        street: 'Vijverstraat',
        houseNumber: '5',
        box: '2',
        zip: '3000',
        city: 'Leuven',
        countryId: 10,
        publish: true,
      },
      location: { lat: 50.8798, lng: 4.7005 },
      bedrooms: 3,
      bathrooms: 1,
      toilets: 2,
      showerrooms: 1,
      garages: 1,
      livingSurface: 165,
      groundSurface: 480,
      energyScore: 179,
      energyLabel: 'B',
      surfaces: { garden: 300 },
      construction: { constructionYear: 1975, renovationYear: 2019, facades: 3 },
      comfort: { kitchen: 'fully-equipped', heatingType: 'gas' },
      flags: { lift: false, garden: true, garage: true },
      planning: { permit: true, planningZone: 'residential' },
      energy: {
        epc: 179,
        co2Emission: 32,
        certificateCode: '20250101-0001234-01',
        expiryDate: '2035-08-18',
      },
      flood: { riskAreaText: 'not-flood-prone' },
    });
    // Brussels summer time: 10:00 there is 08:00 UTC.
    expect(record.listedAt).toBe('2025-05-02T08:00:00.000Z');
    expect(record.updatedAt).toBe('2025-06-03T09:02:00.000Z');
    expect(record.texts).toEqual({
      nl: { title: 'Ruime woning met tuin', description: 'Ruime woning.\nTuin op het zuiden & garage.' },
      fr: { title: 'Maison avec jardin', description: 'Maison spacieuse.\nJardin au sud & garage, entrée.' },
    });
    expect(record).not.toHaveProperty('availability');
    // Named once, never dropped without a word.
    expect(unplaced).toEqual([
      'details 142 (salle de fitness)',
      'linkVirtualVisit (not a video or tour the site can show)',
    ]);
  });

  it('passes the feed’s own checks', () => {
    const { record } = mapWhiseEstate(house);
    const { feed, issues } = parseFeed({ properties: [record] });
    expect(issues).toEqual([]);
    expect(feed.properties[0]!.id).toBe(7136172);
  });

  it('keeps the order of the photos, each file once, at the largest size', () => {
    const photos = whisePhotos([
      ...(house.pictures as unknown[]),
      // Whise lists a unit's photos twice, under another id: the same file.
      { ...picture(7136172, 9, 'A1', 0) },
      { id: 10, urlSmall: `${blob}/7136172/200/d4.jpg`, urlLarge: `${blob}/7136172/640/d4.jpg`, order: 5 },
      { id: 11, urlXXL: 'javascript:alert(1)' },
    ]);
    expect(photos.map((p) => p.url.replace(`${blob}/7136172/`, ''))).toEqual([
      '1600/a1.jpg',
      '1600/b2.jpg',
      '1600/c3.jpg',
      '640/d4.jpg',
    ]);
  });

  it('says sold, rented and under option, and withdraws what is offline, archived or cancelled', () => {
    const as = (purposeStatus: number, extra: WhiseEstate = {}) =>
      mapWhiseEstate({ ...house, purposeStatus: { id: purposeStatus }, ...extra }).record;
    expect(as(3)).toMatchObject({ status: 'published', availability: 'sold' });
    expect(as(4, { purpose: { id: 2 } })).toMatchObject({ status: 'published', goal: 'rent', availability: 'rented' });
    expect(as(5)).toMatchObject({ status: 'published', availability: 'option' });
    expect(as(14)).toMatchObject({ status: 'published', availability: 'sold' });
    expect(as(8)).toMatchObject({ status: 'withdrawn' });
    expect(as(11)).toMatchObject({ status: 'withdrawn' });
    expect(as(20)).toMatchObject({ status: 'draft' });
    expect(as(1, { displayStatusId: 1 })).toMatchObject({ status: 'withdrawn' });
    expect(as(1, { status: { id: 5 } })).toMatchObject({ status: 'withdrawn' });
  });

  it('hides what Whise leaves out: no displayPrice or displayAddress means hidden', () => {
    const rest = { ...house };
    delete rest.displayPrice;
    delete rest.displayAddress;
    const { record } = mapWhiseEstate(rest);
    expect(record.publishPrice).toBe(false);
    expect((record.address as { publish: boolean }).publish).toBe(false);
  });

  it('makes a project of an estate that can have children, and its units point at it', () => {
    const project = mapWhiseEstate({
      ...house,
      id: 7136170,
      name: 'Residentie Vijver',
      canHaveChildren: true,
      category: { id: 2 },
      minArea: 84.0,
      maxArea: 136.0,
    });
    expect(project.kind).toBe('project');
    expect(project.record).toMatchObject({ id: 7136170, name: 'Residentie Vijver', type: 2, status: 'published' });
    expect(project.record).not.toHaveProperty('price');
    const unit = mapWhiseEstate({
      ...house,
      id: 7136171,
      parentId: 7136170,
      estateOrder: 1,
      category: { id: 2 },
      subCategory: { id: 21 },
    });
    expect(unit.record).toMatchObject({ projectId: 7136170, type: 3 });
    const { issues } = parseFeed({ projects: [project.record], properties: [unit.record] });
    expect(issues).toEqual([]);
  });

  it('counts an investment estate as an investment property too', () => {
    expect(mapWhiseEstate({ ...house, investmentEstate: true }).record.types).toEqual([5]);
  });

  it('names a key it does not know, with the detail’s label', () => {
    const { unplaced } = mapWhiseEstate({ ...house, details: [{ id: 9999, value: 'x' }], newField: 1 });
    expect(unplaced).toEqual(['newField', 'details 9999', 'linkVirtualVisit (not a video or tour the site can show)']);
  });
});

describe('Whise values', () => {
  it('reads dates on the clocks of Brussels, and month-first days', () => {
    expect(whiseInstant('2025-01-15T09:30:00')).toBe('2025-01-15T08:30:00.000Z');
    expect(whiseInstant('not a date')).toBeUndefined();
    expect(whiseDay('08/18/2025 00:00')).toBe('2025-08-18');
    expect(whiseDay('18/08/2025')).toBeUndefined();
    expect(whiseSince(new Date('2025-06-03T09:02:17Z'))).toBe('2025-06-03 11:02:17');
    expect(whiseSince(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01 00:30:00');
  });

  it('reads an energy figure from a number, a range or a decimal comma', () => {
    expect(energyFigure('179-179')).toBe(179);
    expect(energyFigure('179,5')).toBe(179.5);
    expect(energyFigure(212)).toBe(212);
    expect(energyFigure('')).toBeUndefined();
  });
});

describe('the legal details as the recorded answer of Whise’s test office carries them', () => {
  const detail = (id: number, extra: Record<string, unknown>) => ({
    id,
    group: 'Domaine juridique',
    label: `d${id}`,
    ...extra,
  });
  const flat = (details: Record<string, unknown>[], more: WhiseEstate = {}): WhiseEstate => ({
    ...house,
    id: 7136200,
    purpose: { id: 2 },
    purposeStatus: { id: 2 },
    zip: '1050',
    city: 'Ixelles',
    floor: '1',
    state: { id: 15 },
    furnished: 0,
    garden: 0,
    details,
    ...more,
  });

  it('reads a summons by its option: 1837 is "none", not a summons', () => {
    expect(mapWhiseEstate(flat([detail(2712, { enum: { id: 1837 } })])).record.planning).toMatchObject({
      summons: false,
    });
    expect(mapWhiseEstate(flat([detail(2712, { enum: { id: 1832 } })])).record.planning).toMatchObject({
      summons: true,
    });
    // A detail without a value says nothing.
    expect((mapWhiseEstate(flat([detail(2712, {})])).record.planning as object | undefined) ?? {}).not.toHaveProperty(
      'summons',
    );
  });

  it('places the flood area type, the electricity inspection, a pending judgement, the tank certificate, the storey and the state', () => {
    const { record, unplaced } = mapWhiseEstate(
      flat([
        detail(2222, { enum: { id: 1229 } }),
        detail(2223, { enum: { id: 1231 } }),
        detail(1793, { enum: { id: 1454 } }),
        detail(691, { value: '1' }),
        detail(763, { value: '0' }),
        detail(301, { value: '0' }),
        // A detail the office left without a value is no field to report.
        { id: 2091, group: 'Energie', type: 'char', label: 'PEB' },
      ]),
    );
    expect(record).toMatchObject({
      flood: { riskAreaText: 'effectively-flood-prone', zoneName: 'delimited-flood-area' },
      certificates: { electricity: true, fuelTank: false },
      planning: { pendingProceedings: true },
      construction: { floor: 1, condition: 'renovated' },
      // Charges of 0 are a figure: "no charges", not "not given".
      financial: { chargesRenter: 0 },
    });
    // (The house's Nodalview tour is still named: the site cannot show it.)
    expect(unplaced).toEqual(['linkVirtualVisit (not a video or tour the site can show)']);
  });

  it('names a non-conform electricity inspection instead of showing it as a yes', () => {
    const { record, unplaced } = mapWhiseEstate(flat([detail(1793, { enum: { id: 1455 } })]));
    expect(record.certificates).toBeUndefined();
    expect(unplaced).toContain('details 1793 (electricity inspection: not conform)');
  });
});

describe('a lead as a Whise contact', () => {
  it('carries the visitor’s words and the form’s other fields in Message', () => {
    expect(
      whiseContact(
        {
          locale: 'fr',
          payload: { firstName: 'Léa', lastName: 'Martin' },
          contact: { name: 'Léa Martin', email: 'lea@example.test', message: 'Samedi ?' },
          message: 'Samedi ?\n— Demande de visite —\nDate souhaitée : 2026-12-05',
        },
        { estateId: 7136172 },
      ),
    ).toMatchObject({
      Name: 'Martin',
      FirstName: 'Léa',
      PrivateEmail: 'lea@example.test',
      EstateIds: [7136172],
      Message: 'Samedi ?\n— Demande de visite —\nDate souhaitée : 2026-12-05',
    });
  });
});

describe('an estate the site does not show', () => {
  it('says why in Whise’s terms, for the run to name it', () => {
    expect(mapWhiseEstate({ ...house, purposeStatus: { id: 19 } })).toMatchObject({
      record: { status: 'draft' },
      hidden: 'status 1, purposeStatus 19, displayStatusId 2',
    });
    expect(mapWhiseEstate(house).hidden).toBeUndefined();
  });
});
