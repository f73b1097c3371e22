import type { documents, LocalizedText, media } from '../../../src/db/schema';
import type { Rng } from './prng';
import type { TypeKey } from './types';

/**
 * Photos point at the generated demo images (`public/demo/facade-01..24`, `interior-01..16`,
 * each rendered at the photo widths, 100 to 1360, in 4:3); the URL has no width or extension, the
 * image component adds them. Which facade fits which type:
 *   houses 01–08, apartments and studios 09–14, land 15–16, investment 17, commercial 18–19,
 *   industrial 20–21, offices 22–23, garage 24. Interiors: homes 01–12, shop 13, office 14,
 *   warehouse 15, garage or storage 16.
 */
export type MediaRow = Omit<typeof media.$inferInsert, 'propertyId' | 'projectId'>;
export type DocumentRow = Omit<typeof documents.$inferInsert, 'propertyId' | 'projectId'>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const FACADES: Record<TypeKey, number[]> = {
  house: range(1, 8),
  apartment: range(9, 14),
  studio: range(9, 14),
  land: [15, 16],
  investment: [17],
  commercial: [18, 19],
  industrial: [20, 21],
  offices: [22, 23],
  garage: [24],
};
const INTERIORS: Record<TypeKey, number[]> = {
  house: range(1, 12),
  apartment: range(1, 12),
  studio: range(1, 12),
  land: [],
  investment: range(1, 12),
  commercial: [13, 16],
  industrial: [15, 16],
  offices: [14, 16],
  garage: [16],
};

const image = (kind: 'facade' | 'interior', n: number, sort: number): MediaRow => {
  const name = `${kind}-${String(n).padStart(2, '0')}`;
  return { kind: 'photo', url: `/demo/${name}`, width: 1360, height: 1020, name, sort };
};

// Views of the surroundings, for types with few pictures of their own (a plot, a garage box).
const NEARBY: Record<TypeKey, number[]> = {
  house: [],
  apartment: [],
  studio: [],
  land: range(1, 8),
  investment: range(9, 14),
  commercial: [17, 22, 23],
  industrial: [22, 23],
  offices: [18, 19, 20, 21],
  garage: range(9, 14),
};

/**
 * 3–12 distinct photos: a facade of the property's type first, then interiors, other facades of
 * the type and, for types with few images, views of the surroundings.
 */
export function photos(rng: Rng, type: TypeKey): MediaRow[] {
  const first = rng.pick(FACADES[type]);
  const pool = [
    ...rng.shuffle(INTERIORS[type]).map((n) => ['interior', n] as const),
    ...rng.shuffle(FACADES[type].filter((n) => n !== first)).map((n) => ['facade', n] as const),
    ...rng.shuffle(NEARBY[type]).map((n) => ['facade', n] as const),
  ];
  const wanted = type === 'land' || type === 'garage' ? rng.int(3, 4) : rng.int(5, 12);
  const total = Math.min(wanted, pool.length + 1);
  return [image('facade', first, 0), ...pool.slice(0, total - 1).map(([kind, n], i) => image(kind, n, i + 1))];
}

/** Every supported kind of video and virtual-tour link (specification section 5, video detection). */
export const MOVING_MEDIA: readonly { kind: 'video' | 'tour'; url: string; name: string }[] = [
  { kind: 'video', url: 'https://cdn.immoleie.be/video/rondleiding.mp4', name: 'Rondleiding' },
  { kind: 'video', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', name: 'Video' },
  { kind: 'video', url: 'https://vimeo.com/76979871', name: 'Video' },
  { kind: 'video', url: 'https://www.facebook.com/immoleie/videos/1234567890/', name: 'Video' },
  { kind: 'tour', url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', name: '3D-tour' },
  { kind: 'tour', url: 'https://tour.tvl.be/immoleie/deinze-zonnestraat', name: '360°-tour' },
  { kind: 'tour', url: 'https://app.yisual.com/tour/immo-leie-astene', name: '3D-tour' },
  { kind: 'video', url: 'https://youtu.be/aqz-KE-bpKQ', name: 'Video' },
  { kind: 'video', url: 'https://cdn.immoleie.be/video/drone-leiehof.webm', name: 'Dronebeelden' },
];

const DOCS: Record<string, { name: LocalizedText; file: string; public: boolean }> = {
  epc: {
    name: { nl: 'EPC-certificaat', fr: 'Certificat PEB', en: 'Energy performance certificate' },
    file: 'epc-certificaat.pdf',
    public: true,
  },
  plan: { name: { nl: 'Grondplan', fr: 'Plan', en: 'Floor plan' }, file: 'grondplan.pdf', public: true },
  permit: {
    name: { nl: 'Stedenbouwkundig uittreksel', fr: 'Extrait urbanistique', en: 'Planning certificate' },
    file: 'stedenbouwkundig-uittreksel.pdf',
    public: false,
  },
  flood: {
    name: { nl: 'Overstromingsinformatie', fr: 'Information sur les inondations', en: 'Flood information' },
    file: 'overstromingsinformatie.pdf',
    public: false,
  },
  asbestos: {
    name: {
      nl: 'Asbestinventarisattest',
      fr: "Attestation d'inventaire amiante",
      en: 'Asbestos inventory certificate',
    },
    file: 'asbestattest.pdf',
    public: false,
  },
  brochure: { name: { nl: 'Brochure', fr: 'Brochure', en: 'Brochure' }, file: 'brochure.pdf', public: true },
  specification: {
    name: { nl: 'Lastenboek', fr: 'Cahier des charges', en: 'Technical specification' },
    file: 'lastenboek.pdf',
    public: false,
  },
};

/** Every demo document file with its names (the feed folder writes each once). */
export const DOCUMENT_FILES = Object.values(DOCS);

export function document(kind: keyof typeof DOCS, sort: number, publicOverride?: boolean): DocumentRow {
  const d = DOCS[kind]!;
  const dbKind = kind === 'brochure' || kind === 'specification' ? 'other' : kind;
  return { kind: dbKind, name: d.name, url: `/demo/docs/${d.file}`, public: publicOverride ?? d.public, sort };
}

export type DocumentNeeds = { epc: boolean; plan: boolean; flemish: boolean; asbestos: boolean };

/** The documents of a sale listing: EPC, plan, and in Flanders the planning, flood and asbestos papers. */
export function saleDocuments(rng: Rng, needs: DocumentNeeds): DocumentRow[] {
  const kinds: (keyof typeof DOCS)[] = [];
  if (needs.epc) kinds.push('epc');
  if (needs.plan) kinds.push('plan');
  if (needs.flemish) kinds.push('permit', 'flood');
  if (needs.asbestos) kinds.push('asbestos');
  // Some agencies publish the planning certificate too.
  return kinds.map((k, i) => document(k, i, k === 'permit' && rng.chance(0.3) ? true : undefined));
}
