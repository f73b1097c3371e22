import { detectMedia } from '@/domain/property/video';
import type { FeedProperty } from '@/domain/feed/property-record';
import { DETAIL_GROUPS } from '@/domain/feed/property-record';
import type { properties } from '@/db/schema';
import { slugify } from '@/domain/property/text';
import { TEXT_LANGUAGES } from '@/domain/language/site-locales';

/**
 * A feed property as database rows. Only what the record sets is in the columns: a field or group
 * left out keeps its stored value, null empties it (docs/feed.md).
 */
export type PropertyColumns = Partial<Omit<typeof properties.$inferInsert, 'id'>>;
export type TextRow = { locale: string; title: string; description: string };
export type MediaRow = {
  kind: 'photo' | 'video' | 'tour';
  url: string;
  width: number | null;
  height: number | null;
  name: string | null;
};
export type DocumentRow = { kind: string; name: Record<string, string>; url: string; public: boolean };
export type CommunicationRow = {
  at: Date;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
};

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function propertyColumns(r: FeedProperty): PropertyColumns {
  const title = TEXT_LANGUAGES.map((l) => r.texts[l]?.title).find(Boolean);
  const groups = Object.fromEntries(DETAIL_GROUPS.map((g) => [g, r[g]]));
  return defined({
    slug: slugify(title ?? '').slice(0, 80),
    goal: r.goal === 'sale' ? 0 : 1,
    status: r.status,
    webId: r.type,
    webIds: [r.type, ...(r.types ?? []).filter((t) => t !== r.type)].join(','),
    typeDescription: r.typeDescription,
    recordFile: r.reference,
    price: r.price,
    publishPrice: r.publishPrice,
    priceUnit: r.priceUnit,
    priceUnitText: r.priceUnitText,
    marquee: r.marquee,
    marqueeName: r.marqueeName,
    street: r.address.street ?? null,
    houseNumber: r.address.houseNumber ?? null,
    boxNr: r.address.box ?? null,
    zip: r.address.zip,
    city: r.address.city,
    countryId: r.address.countryId,
    countryName: r.address.countryName,
    publishAddress: r.address.publish,
    lat: r.location === null ? null : r.location?.lat,
    lng: r.location === null ? null : r.location?.lng,
    projectId: r.projectId,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    showerrooms: r.showerrooms,
    toilets: r.toilets,
    floors: r.floors,
    garages: r.garages,
    parkings: r.parkings,
    externalParkings: r.externalParkings,
    extraRooms: r.extraRooms,
    livingSurface: r.livingSurface,
    groundSurface: r.groundSurface,
    energyPerformance: r.energyScore,
    epcLabelText: r.energyLabel,
    availability: r.availability,
    availableFrom: r.availableFrom,
    legalMentions: r.legalMentions,
    ...groups,
    createdAt: r.listedAt === undefined ? undefined : new Date(r.listedAt),
    updatedAt: r.updatedAt === undefined ? undefined : new Date(r.updatedAt),
  });
}

export function textRows(r: { texts: FeedProperty['texts'] }): TextRow[] {
  return TEXT_LANGUAGES.flatMap((locale) => {
    const t = r.texts[locale];
    return t ? [{ locale, title: t.title, description: t.description }] : [];
  });
}

/** Photos, then videos and tours, in the feed's order; undefined when the record sends neither. */
export function mediaRows(r: Pick<FeedProperty, 'photos' | 'videos'>): { photos?: MediaRow[]; moving?: MediaRow[] } {
  return {
    photos: r.photos?.map((p) => ({
      kind: 'photo',
      url: p.url,
      width: p.width ?? null,
      height: p.height ?? null,
      name: null,
    })),
    moving: r.videos?.map((url) => {
      const media = detectMedia(url);
      const tour = media && ['matterport', 'tvl', 'yisual'].includes(media.kind);
      return { kind: tour ? 'tour' : 'video', url, width: null, height: null, name: null };
    }),
  };
}

export function documentRows(r: Pick<FeedProperty, 'documents'>): DocumentRow[] | undefined {
  return r.documents?.map((d) => ({
    kind: d.kind,
    name: defined(d.title) as Record<string, string>,
    url: d.url,
    public: d.public,
  }));
}

export function communicationRows(r: FeedProperty): CommunicationRow[] | undefined {
  return r.communications?.map((c) => ({
    at: new Date(c.date),
    type: c.type,
    contact: c.contact,
    subject: c.subject,
    comment: c.comment,
    status: c.status,
    source: c.source,
  }));
}

/** A stable text of any value (object keys sorted), to tell a change from a repeat. */
export function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
