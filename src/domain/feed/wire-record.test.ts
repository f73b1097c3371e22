import { describe, expect, it } from 'vitest';
import { describeIssues, parseFeed } from './parse-feed';

/** Two languages of one property, as agency software writes the specification's list record. */
const nl = {
  ID: 5120,
  Goal: 0,
  Price: 289000,
  PublishPrice: 1,
  PriceUnit: 0,
  Marquee: 1,
  MarqueeName: 'Nieuw',
  Street: 'Kortrijkstraat',
  HouseNumber: '14',
  BoxNr: '',
  Zip: '9300',
  City: 'Aalst',
  CountryID: 10,
  CountryName: 'België',
  PublishAddress: true,
  EnergyPerformance: '245,5',
  EPCLabelText: 'C',
  WebID: 1,
  WebIDs: '1,5',
  MainTypeName: 'Huis',
  TypeDescription: 'Halfopen woning',
  language: 'nl',
  RecordFile: 'DZ-5120',
  ProjectID: 0,
  SmallPictureItem: { Url: 'https://software.example/p/5120-s.jpg', Width: 200, Height: 133, ID: 1, Name: 'a' },
  XLargePictureItem: { Url: 'https://software.example/p/5120-xl.jpg', Width: 1920, Height: 1280, ID: 1, Name: 'a' },
  SomeFieldWeDoNotKnow: 'ignored',
};
const fr = { ...nl, language: 'fr', MarqueeName: 'Nouveau', TypeDescription: 'Maison semi-mitoyenne' };

describe("records in the specification's wire names", () => {
  it('are mapped and merged per ID, one language each', () => {
    const { feed, issues } = parseFeed([nl, fr]);
    expect(issues).toEqual([]);
    expect(feed.properties).toHaveLength(1);
    expect(feed.properties[0]).toMatchObject({
      id: 5120,
      goal: 'sale',
      type: 1,
      types: [1, 5],
      price: 289000,
      publishPrice: true,
      priceUnit: 0,
      marquee: 1,
      marqueeName: { nl: 'Nieuw', fr: 'Nouveau' },
      address: {
        street: 'Kortrijkstraat',
        houseNumber: '14',
        zip: '9300',
        city: 'Aalst',
        countryId: 10,
        publish: true,
      },
      energyScore: 245.5,
      energyLabel: 'C',
      reference: 'DZ-5120',
      projectId: null,
      typeDescription: { nl: 'Halfopen woning', fr: 'Maison semi-mitoyenne' },
      texts: { nl: { title: 'Halfopen woning – Aalst' }, fr: { title: 'Maison semi-mitoyenne – Aalst' } },
      photos: [{ url: 'https://software.example/p/5120-xl.jpg', width: 1920, height: 1280 }],
    });
    expect(feed.properties[0]).not.toHaveProperty('address.box');
  });

  it('a rental is Goal 1; a bad value is named by its wire key', () => {
    expect(parseFeed([{ ...nl, Goal: 1 }]).feed.properties[0]?.goal).toBe('rent');
    const text = describeIssues(parseFeed([{ ...nl, Goal: 3, Zip: '98', WebID: 'huis' }]).issues);
    expect(text).toHaveLength(3);
    expect(text).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^records\[0\] \(id 5120\) Goal: /),
        'records[0] (id 5120) Zip: a Belgian or Luxembourg postal code of four digits',
        expect.stringMatching(/^records\[0\] \(id 5120\) WebID: /),
      ]),
    );
  });

  it('refuses a list that mixes both forms', () => {
    expect(describeIssues(parseFeed([nl, { id: 1 }]).issues)).toEqual([
      "records[1] (id 1): mixes the feed's own names with the specification's (ID, Goal, …): use one form per list",
    ]);
  });
});
