import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { media, mediaHistory, properties, propertyTexts, propertyTypes } from '@/db/schema';
import type { ImportIssue, ImportRecord } from '@/domain/property-import';
import { slugify } from '@/domain/text';
import { env } from '@/env';
import { notifyMatchingDemands } from '@/lib/leads/demand-notify';

export type ImportSummary = { created: number[]; changed: number[]; unchanged: number[]; withdrawn: number[]; mailsQueued: number };

type Row = typeof properties.$inferInsert;
type TextRow = { locale: string; title: string; description: string };
type PhotoRow = { url: string; width: number | null; height: number | null };

const LOCALES = ['nl', 'fr', 'en', 'de'] as const;

/** The columns a record sets; everything else on the row (detail groups, project) is left alone. */
function columns(r: ImportRecord): Omit<Row, 'id'> {
  const title = LOCALES.map((l) => r.texts[l]?.title).find(Boolean);
  return {
    slug: slugify(`${title ?? ''}`).slice(0, 80),
    goal: r.goal === 'sale' ? 0 : 1,
    status: r.status,
    webId: r.type,
    webIds: String(r.type),
    recordFile: r.reference ?? null,
    price: r.price ?? null,
    publishPrice: r.publishPrice,
    street: r.address.street ?? null,
    houseNumber: r.address.houseNumber ?? null,
    boxNr: r.address.box ?? null,
    zip: r.address.zip,
    city: r.address.city,
    countryId: r.address.countryId ?? null,
    publishAddress: r.address.publish,
    lat: r.location?.lat ?? null,
    lng: r.location?.lng ?? null,
    bedrooms: r.bedrooms ?? null,
    bathrooms: r.bathrooms ?? null,
    toilets: r.toilets ?? null,
    floors: r.floors ?? null,
    garages: r.garages ?? null,
    parkings: r.parkings ?? null,
    livingSurface: r.livingSurface ?? null,
    groundSurface: r.groundSurface ?? null,
    availability: r.availability ?? null,
    availableFrom: r.availableFrom ?? null,
  };
}

function texts(r: ImportRecord): TextRow[] {
  return LOCALES.flatMap((locale) => (r.texts[locale] ? [{ locale, title: r.texts[locale].title, description: r.texts[locale].description }] : []));
}

function photos(r: ImportRecord): PhotoRow[] | undefined {
  return r.photos?.map((p) => ({ url: p.url, width: p.width ?? null, height: p.height ?? null }));
}

/** A stable fingerprint of what a record sets, to tell a change from a repeat of the same feed. */
function fingerprint(cols: Omit<Row, 'id'>, textRows: TextRow[], photoRows: PhotoRow[] | undefined): string {
  const picked = Object.fromEntries(Object.keys(cols).sort().map((k) => [k, (cols as Record<string, unknown>)[k] ?? null]));
  return JSON.stringify([picked, [...textRows].sort((a, b) => a.locale.localeCompare(b.locale)), photoRows ?? null]);
}

/** The website's own line in the owner's publication history. */
function websitePortal(): string {
  return new URL(env().SITE_URL).hostname.replace(/^www\./, '');
}

/**
 * Stores a checked feed in one transaction: new properties are created, changed ones updated,
 * withdrawn ones taken offline, each step written to the owner's publication history. Then the
 * search demands that a new or changed published property answers get their mail.
 * Unknown property types are refused before anything is written.
 */
export async function importProperties(records: ImportRecord[], db: Db = getDb()): Promise<{ summary?: ImportSummary; issues: ImportIssue[] }> {
  const summary: ImportSummary = { created: [], changed: [], unchanged: [], withdrawn: [], mailsQueued: 0 };
  if (records.length === 0) return { summary, issues: [] };
  const types = new Set((await db.select({ webId: propertyTypes.webId }).from(propertyTypes)).map((t) => t.webId));
  const issues = records.flatMap((r, index) => (types.has(r.type) ? [] : [{ index, id: r.id, field: 'type', message: `unknown property type ${r.type}` }]));
  if (issues.length) return { issues };

  const ids = records.map((r) => r.id);
  const portal = websitePortal();
  await db.transaction(async (tx) => {
    const existing = new Map((await tx.select().from(properties).where(inArray(properties.id, ids))).map((p) => [p.id, p]));
    const storedTexts = await tx.select().from(propertyTexts).where(inArray(propertyTexts.propertyId, ids));
    const storedPhotos = await tx.select().from(media).where(and(inArray(media.propertyId, ids), eq(media.kind, 'photo'))).orderBy(media.sort);
    const now = new Date();
    for (const r of records) {
      const cols = columns(r);
      const textRows = texts(r);
      const photoRows = photos(r);
      const before = existing.get(r.id);
      if (before) {
        const oldTexts = storedTexts.filter((t) => t.propertyId === r.id).map(({ locale, title, description }) => ({ locale, title, description }));
        const oldPhotos = photoRows && storedPhotos.filter((m) => m.propertyId === r.id).map(({ url, width, height }) => ({ url, width, height }));
        const oldCols = Object.fromEntries(Object.keys(cols).map((k) => [k, (before as Record<string, unknown>)[k]])) as Omit<Row, 'id'>;
        if (fingerprint(oldCols, oldTexts, oldPhotos) === fingerprint(cols, textRows, photoRows)) {
          summary.unchanged.push(r.id);
          continue;
        }
        await tx.update(properties).set({ ...cols, updatedAt: now }).where(eq(properties.id, r.id));
        const wentOffline = before.status === 'published' && r.status !== 'published';
        const cameOnline = before.status !== 'published' && r.status === 'published';
        (wentOffline ? summary.withdrawn : summary.changed).push(r.id);
        if (wentOffline || r.status === 'published') {
          await tx.insert(mediaHistory).values({ propertyId: r.id, portal, publishedAt: now, status: wentOffline ? 'offline' : cameOnline ? 'online' : 'updated' });
        }
      } else {
        await tx.insert(properties).values({ id: r.id, ...cols, createdAt: now, updatedAt: now });
        summary.created.push(r.id);
        if (r.status === 'published') await tx.insert(mediaHistory).values({ propertyId: r.id, portal, publishedAt: now, status: 'online' });
      }
      await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, r.id));
      if (textRows.length) await tx.insert(propertyTexts).values(textRows.map((t) => ({ propertyId: r.id, ...t })));
      if (photoRows) {
        await tx.delete(media).where(and(eq(media.propertyId, r.id), eq(media.kind, 'photo')));
        if (photoRows.length) await tx.insert(media).values(photoRows.map((p, sort) => ({ propertyId: r.id, kind: 'photo', sort, ...p })));
      }
    }
  });
  const published = new Set(records.filter((r) => r.status === 'published').map((r) => r.id));
  summary.mailsQueued = await notifyMatchingDemands([...summary.created, ...summary.changed].filter((id) => published.has(id)), db);
  return { summary, issues: [] };
}
