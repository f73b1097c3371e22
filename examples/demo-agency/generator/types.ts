import type { propertyTypes } from '../../../src/db/schema';

/**
 * The nine property types of the specification (section 3). ID and WebID differ for the last
 * three: ID 7 is WebID 8 (industrial), ID 8 is WebID 9 (offices), ID 9 is WebID 7 (garage).
 * The table itself is filled by the migration drizzle/0004_property_types.sql (the same rows).
 * Properties, projects and search URLs refer to types by WebID.
 */
export type TypeKey =
  'house' | 'apartment' | 'studio' | 'land' | 'investment' | 'commercial' | 'industrial' | 'offices' | 'garage';

type TypeRow = typeof propertyTypes.$inferInsert & { key: TypeKey };

const ROWS: Omit<TypeRow, 'showOrder' | 'sale' | 'rent'>[] = [
  { key: 'house', id: 1, webId: 1, names: { nl: 'Huis', fr: 'Maison', en: 'House', de: 'Haus' } },
  {
    key: 'apartment',
    id: 2,
    webId: 2,
    names: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  },
  { key: 'studio', id: 3, webId: 3, names: { nl: 'Studio', fr: 'Studio', en: 'Studio', de: 'Studio' } },
  { key: 'land', id: 4, webId: 4, names: { nl: 'Grond', fr: 'Terrain', en: 'Land', de: 'Grundstück' } },
  {
    key: 'investment',
    id: 5,
    webId: 5,
    names: { nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', en: 'Investment property', de: 'Renditeobjekt' },
  },
  {
    key: 'commercial',
    id: 6,
    webId: 6,
    names: { nl: 'Commercieel', fr: 'Commercial', en: 'Commercial', de: 'Gewerbe' },
  },
  {
    key: 'industrial',
    id: 7,
    webId: 8,
    names: { nl: 'Industrieel', fr: 'Industriel', en: 'Industrial', de: 'Industrie' },
  },
  { key: 'offices', id: 8, webId: 9, names: { nl: 'Kantoren', fr: 'Bureaux', en: 'Offices', de: 'Büros' } },
  {
    key: 'garage',
    id: 9,
    webId: 7,
    names: { nl: 'Garage/Parking', fr: 'Garage/Parking', en: 'Garage/Parking', de: 'Garage/Stellplatz' },
  },
];

const PROPERTY_TYPES: readonly TypeRow[] = ROWS.map((row) => ({
  ...row,
  showOrder: row.id,
  sale: true,
  rent: true,
}));

/** WebID of each type, the number properties and search URLs use. */
export const WEB_ID: Readonly<Record<TypeKey, number>> = Object.fromEntries(
  PROPERTY_TYPES.map((t) => [t.key, t.webId]),
) as Record<TypeKey, number>;

/** Types that are buildings (have rooms, an energy certificate, photos of interiors). */
export function isBuilding(type: TypeKey): boolean {
  return type !== 'land' && type !== 'garage';
}

export function isResidential(type: TypeKey): boolean {
  return type === 'house' || type === 'apartment' || type === 'studio';
}
