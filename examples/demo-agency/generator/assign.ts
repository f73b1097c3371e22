import type { Availability } from '../../../src/domain/property/property-details';
import type { Slot } from './plan';
import type { Rng } from './prng';
import { PROJECTS } from './projects';
import { isResidential } from './types';

/**
 * The states the site must be able to show, handed out in exact numbers so the demo always
 * exercises them: sold (8), rented (8), under option (5), for takeover (2), a sold-out project,
 * hidden prices (6) and addresses (4 + a project's 4), marquee ribbons (15), no photos (3), no English text (5),
 * no country (3, "Belgian when absent"), videos and tours, and owners for the portal.
 */
export type Listing = { slot: Slot; id: number; createdAt: Date };

export type Features = {
  availability: Availability | null;
  publishPrice: boolean;
  publishAddress: boolean;
  marquee: 0 | 1 | 2 | 3 | 4;
  noPhotos: boolean;
  noEnglish: boolean;
  noCountry: boolean;
  /** Indexes into MOVING_MEDIA. */
  moving: number[];
};

const PROPERTY_MOVING: number[][] = [[0], [1, 4], [2], [3], [5], [6], [7]];

export const OWNERS = [
  { name: 'Marie Van den Berghe', email: 'marie@example.be', phone: '0476123456', locale: 'nl' },
  { name: 'Luc Declercq', email: 'luc@example.be', phone: '0498765432', locale: 'nl' },
  { name: 'Sophie Dubois', email: 'sophie@example.be', phone: '0471234567', locale: 'fr' },
  { name: 'Ahmed El Amrani', email: 'ahmed@example.be', phone: '0485112233', locale: 'en' },
] as const;

export function assignFeatures(rng: Rng, listings: Listing[]): Map<number, Features> {
  const features = new Map<number, Features>();
  for (const l of listings) {
    features.set(l.id, {
      availability: null,
      publishPrice: true,
      publishAddress: true,
      marquee: 0,
      noPhotos: false,
      noEnglish: false,
      noCountry: false,
      moving: [],
    });
  }
  const f = (l: Listing) => features.get(l.id)!;
  const free = listings.filter((l) => !l.slot.draft && !l.slot.project);
  const available = (l: Listing) => f(l).availability === null;
  const take = (pool: Listing[], n: number, state: Availability) => {
    for (const l of rng.sample(pool.filter(available), n)) f(l).availability = state;
  };

  for (const l of free.filter((x) => x.slot.takeover)) f(l).availability = 'takeover';
  const soldOut = new Set(PROJECTS.filter((p) => p.soldOut).map((p) => p.key));
  for (const l of listings.filter((x) => x.slot.project && soldOut.has(x.slot.project.key)))
    f(l).availability = 'sold-out';

  const inDeinze = (l: Listing) => l.slot.place.city === 'Deinze';
  const sale = free.filter((l) => l.slot.goal === 0);
  const rent = free.filter((l) => l.slot.goal === 1);
  take(sale.filter(inDeinze), 2, 'sold');
  take(
    sale.filter((l) => !inDeinze(l) && !l.slot.viager),
    6,
    'sold',
  );
  take(rent.filter(inDeinze), 4, 'rented');
  take(
    rent.filter((l) => !inDeinze(l)),
    4,
    'rented',
  );
  take(free, 4, 'option');
  take(
    listings.filter((l) => l.slot.project && l.slot.goal === 0),
    1,
    'option',
  );

  for (const l of rng.sample(
    sale.filter((x) => available(x) && x.slot.type !== 'garage'),
    5,
  ))
    f(l).publishPrice = false;
  for (const l of rng.sample(rent.filter(available), 1)) f(l).publishPrice = false;
  // Four here, plus the four lots of the project whose address is hidden (Kouterhof).
  for (const l of rng.sample(free, 4)) f(l).publishAddress = false;

  // Ribbons only on what can still be bought or rented; "new" on the newest listings.
  const open = free.filter((l) => available(l));
  const newest = [...open].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 5);
  for (const l of newest) f(l).marquee = 1;
  const unmarked = () => open.filter((l) => f(l).marquee === 0);
  for (const l of rng.sample(
    unmarked().filter((x) => x.slot.goal === 0 && f(x).publishPrice),
    4,
  ))
    f(l).marquee = 2;
  for (const l of rng.sample(
    unmarked().filter((x) => isResidential(x.slot.type)),
    3,
  ))
    f(l).marquee = 3;
  for (const l of rng.sample(unmarked(), 3)) f(l).marquee = 4;

  for (const l of rng.sample(unmarked(), 3)) f(l).noPhotos = true;
  for (const l of rng.sample(free, 5)) f(l).noEnglish = true;
  for (const l of rng.sample(
    free.filter((x) => x.slot.place.region === 'flanders'),
    3,
  ))
    f(l).noCountry = true;

  const withPhotos = open.filter((l) => !f(l).noPhotos && l.slot.type !== 'garage' && l.slot.type !== 'land');
  rng.sample(withPhotos, PROPERTY_MOVING.length).forEach((l, i) => (f(l).moving = PROPERTY_MOVING[i]!));
  return features;
}

/** Owner index → property ids: 3, 4 (one shared with the first owner), 2 and 3 properties. */
export function ownerLinks(rng: Rng, listings: Listing[]): { owner: number; propertyId: number }[] {
  const pool = rng
    .sample(
      listings.filter((l) => !l.slot.draft && !l.slot.project),
      11,
    )
    .map((l) => l.id);
  const [a, b, c, d, e, g, h, i, j, k, m] = pool as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const plan: [number, number[]][] = [
    [0, [a, b, c]],
    [1, [a, d, e, g]],
    [2, [h, i]],
    [3, [j, k, m]],
  ];
  return plan.flatMap(([owner, ids]) => ids.map((propertyId) => ({ owner, propertyId })));
}
