import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { documents, media, projects, projectTexts, properties, propertyTexts } from '@/db/schema';
import { detailGroups, type DetailGroup } from '@/domain/property/detail-groups';
import { PHOTO_FALLBACK_SIZE } from '@/domain/media/photo-file';
import { pricePerArea } from '@/domain/property/price-per-area';
import type { Energy, Flood, Planning } from '@/domain/property/property-details';
import { regionOfZip, type Region } from '@/domain/place/regions';
import { cardSelection, loadCards } from './cards-query';
import { localizedText, rowInLanguage } from '@/domain/language/localized-text';
import type { Photo, PropertyCard } from './card';
import type { SiteLocale } from '@/domain/language/site-locales';
import { projectSlugsIn, slugsIn } from './slugs';

type MovingMedia = { kind: 'video' | 'tour'; url: string; name: string | null };
export type PublicDocument = { id: number; kind: string; name: string; url: string };

export type PropertyDetail = PropertyCard & {
  recordFile: string | null;
  street: string | null;
  houseNumber: string | null;
  boxNr: string | null;
  /** The subtype ("Halfopen woning") in the page's language, else empty. */
  subtype: string;
  description: string;
  /** The language the description is written in, when it is not the page's language. */
  descriptionLocale: string | null;
  photos: Photo[];
  /** Videos and virtual tours, in the agency's order. */
  moving: MovingMedia[];
  /** Documents the agency made public; the others are sent on request. */
  documents: PublicDocument[];
  /** Whether the property has documents that are not public (they can be requested). */
  hasPrivateDocuments: boolean;
  region: Region | null;
  webId: number;
  updatedAt: Date;
  project: { id: number; slug: string; city: string; title: string } | null;
  /** The address's slug in each language (domain/property/slug): its title in that language. */
  slugs: Record<SiteLocale, string>;
  /** The city as stored (the address's name, not the page language's): search links, similar listings. */
  addressCity: string;
  /** Belgium or Luxembourg, for the structured data's address. */
  country: 'BE' | 'LU';
  /** When the property was first listed (structured data's datePosted). */
  listedAt: Date;
  /** The stored amount in euros, also when the page shows "on request" (similar listings, the rental form's sum). */
  amount: number | null;
  /** Whether the agency publishes the amount. */
  publishPrice: boolean;
  /** Euros per square metre of a sale (domain/property/price-per-area), else null. */
  pricePerArea: number | null;
  /** A rental's monthly charges, inventory cost share and guarantee as the software gives them (the amount due on signing). */
  rentalCosts: { charges: number | null; inventory: number | null; deposit: number | null };
  /** The software's legal mentions in the page's language (else the first it wrote), or empty. */
  legalMentions: string;
  /** The detail fields, grouped as the specification lists them (domain/property/detail-groups). */
  groups: DetailGroup[];
  /** The raw facts of the legal block: EPC, flood scores, planning. */
  legal: { energy: Energy | null; flood: Flood | null; planning: Planning | null };
  /** What the map may show: the pin of a public address, an approximate area of a hidden one. */
};

/** A published property with its texts, photos, videos and documents, or null (unknown, draft). */
export async function getProperty(id: number, locale: string, db: Db = getDb()): Promise<PropertyDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const where = and(eq(properties.id, id), eq(properties.status, 'published'));
  const [[row], [raw]] = await Promise.all([cardSelection(db).where(where), db.select().from(properties).where(where)]);
  if (!row || !raw) return null;
  const [texts, mediaRows, docs, [card], projectTitle] = await Promise.all([
    db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, id)),
    db
      .select()
      .from(media)
      .where(and(eq(media.propertyId, id), inArray(media.kind, ['photo', 'video', 'tour'])))
      .orderBy(asc(media.sort), asc(media.id)),
    db
      .select()
      .from(documents)
      .where(and(eq(documents.propertyId, id), eq(documents.pending, false)))
      .orderBy(asc(documents.sort), asc(documents.id)),
    loadCards(db, [row], locale),
    raw.projectId ? projectTitleOf(db, raw.projectId, locale) : Promise.resolve(''),
  ]);
  if (!card) return null;
  const text = rowInLanguage(texts, locale, (t) => Boolean(t.description)) ?? texts[0];
  const photos = mediaRows.filter((m) => m.kind === 'photo');
  return {
    ...card,
    // The address's slug per language: the title's, a unit's project's (catalogue/slugs).
    slugs:
      row.projectId && row.projectSlug
        ? projectSlugsIn(row.projectName ?? '', row.projectTitles ?? [], row.projectSlug)
        : slugsIn(texts, raw.slug),
    recordFile: raw.recordFile,
    street: raw.publishAddress ? raw.street : null,
    houseNumber: raw.publishAddress ? raw.houseNumber : null,
    boxNr: raw.publishAddress ? raw.boxNr : null,
    subtype: localizedText(raw.typeDescription, locale),
    description: text?.description ?? '',
    descriptionLocale: text && text.locale !== locale ? text.locale : null,
    photos: photos.map((p, i) => ({
      src: p.url,
      width: p.width ?? PHOTO_FALLBACK_SIZE.width,
      height: p.height ?? PHOTO_FALLBACK_SIZE.height,
      // The stored name is a file name ("facade-03"), not a description: the title says more.
      alt: `${card.title} – ${i + 1}`,
    })),
    moving: mediaRows
      .filter((m) => m.kind !== 'photo')
      .map((m) => ({ kind: m.kind as 'video' | 'tour', url: m.url, name: m.name })),
    documents: docs
      .filter((d) => d.public)
      .map((d) => ({ id: d.id, kind: d.kind, name: localizedText(d.name, locale), url: d.url })),
    hasPrivateDocuments: docs.some((d) => !d.public),
    region: raw.countryId === null || raw.countryId === 10 ? regionOfZip(raw.zip) : null,
    webId: raw.webId,
    updatedAt: raw.updatedAt,
    project:
      row.projectId && row.projectSlug && row.projectCity
        ? { id: row.projectId, slug: row.projectSlug, city: row.projectCity, title: projectTitle }
        : null,
    addressCity: raw.city,
    country: raw.countryId === 50 ? 'LU' : 'BE',
    listedAt: raw.createdAt,
    amount: raw.price,
    publishPrice: raw.publishPrice,
    pricePerArea: pricePerArea({
      goal: card.goal,
      price: raw.price,
      publishPrice: raw.publishPrice,
      priceUnit: raw.priceUnit,
      webId: raw.webId,
      livingSurface: raw.livingSurface,
      groundSurface: raw.groundSurface,
    }),
    rentalCosts: {
      charges: raw.financial?.chargesRenter ?? null,
      inventory: raw.financial?.inventory ?? null,
      deposit: raw.financial?.deposit ?? null,
    },
    legalMentions: localizedText(raw.legalMentions, locale),
    groups: detailGroups(raw),
    legal: { energy: raw.energy, flood: raw.flood, planning: raw.planning },
  };
}

async function projectTitleOf(db: Db, projectId: number, locale: string): Promise<string> {
  const [texts, [project]] = await Promise.all([
    db.select().from(projectTexts).where(eq(projectTexts.projectId, projectId)),
    db.select({ name: projects.name }).from(projects).where(eq(projects.id, projectId)),
  ]);
  return rowInLanguage(texts, locale)?.title ?? project?.name ?? '';
}
