/**
 * Facts of the demo agency's data that the product's tests check against its seed and content
 * (src/lib/catalogue, src/lib/content): the product's code and tests name no agency themselves,
 * the demo is data like any other (issue 29). Change them with the demo's content and seed.
 */
export const DEMO = {
  agency: 'Immo Leie',
  legalName: 'Immo Leie BV',
  /** The specification's largest city: 20 for sale, 59 for rent in the snapshot. */
  city: { name: 'Deinze', zip: '9800', value: 'deinze|9800' },
  /** The demo project with buildings and units. */
  project: { name: 'Kouterhof', slug: 'kouterhof' },
  /** The places hint of the demo's settings, in Dutch. */
  placesHintNl: "Bijvoorbeeld: 9800, Gent, Nazareth (gescheiden door komma's)",
} as const;
