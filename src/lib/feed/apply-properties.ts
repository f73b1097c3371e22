import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/open';
import {
  appointmentSlots,
  media,
  mediaHistory,
  projectBuildings,
  properties,
  propertyCommunications,
  propertyTexts,
} from '@/db/schema';
import type { FeedProperty } from '@/domain/feed/property-record';
import { setDocuments, setPhotos } from './file-sets';
import { communicationRows, documentRows, mediaRows, propertyColumns, stable, textRows } from './property-rows';
import { reconcileSlots } from './slots';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type PropertyOutcome = {
  created: number[];
  changed: number[];
  unchanged: number[];
  withdrawn: number[];
  /** Photos and documents handed to the background fetch. */ queued: number;
};

function group<T extends { propertyId: number | null }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows)
    if (row.propertyId !== null) map.set(row.propertyId, [...(map.get(row.propertyId) ?? []), row]);
  return map;
}

/**
 * Writes the feed's properties inside the feed's transaction: new ones created, changed ones
 * updated (only what the record sets), withdrawn ones taken offline, each step a line of the
 * owner's publication history under the website's host name; a repeat writes nothing.
 */
export async function applyProperties(
  tx: Tx,
  records: FeedProperty[],
  portal: string,
  now: Date,
  refusals: string[],
): Promise<PropertyOutcome> {
  const outcome: PropertyOutcome = { created: [], changed: [], unchanged: [], withdrawn: [], queued: 0 };
  if (!records.length) return outcome;
  const ids = records.map((r) => r.id);
  const existing = new Map(
    (await tx.select().from(properties).where(inArray(properties.id, ids))).map((p) => [p.id, p]),
  );
  const texts = group(await tx.select().from(propertyTexts).where(inArray(propertyTexts.propertyId, ids)));
  const files = group(await tx.select().from(media).where(inArray(media.propertyId, ids)).orderBy(media.sort));
  const talks = group(
    await tx
      .select()
      .from(propertyCommunications)
      .where(inArray(propertyCommunications.propertyId, ids))
      .orderBy(propertyCommunications.at, propertyCommunications.id),
  );
  // The feed's own slots only: those added in the back office are the agency's, never replaced.
  const slots = group(
    await tx
      .select()
      .from(appointmentSlots)
      .where(and(inArray(appointmentSlots.propertyId, ids), eq(appointmentSlots.source, 'feed'))),
  );
  const projectIds = [
    ...new Set(
      [...records.map((r) => r.projectId), ...[...existing.values()].map((p) => p.projectId)].filter(
        (p): p is number => typeof p === 'number',
      ),
    ),
  ];
  const buildings = projectIds.length
    ? await tx.select().from(projectBuildings).where(inArray(projectBuildings.projectId, projectIds))
    : [];
  /** The unit's building by its name within its project; a name the project does not have is reported. */
  const buildingOf = (r: FeedProperty): number | null | undefined => {
    if (r.building === undefined) return undefined;
    if (r.building === null) return null;
    const projectId = r.projectId !== undefined ? r.projectId : (existing.get(r.id)?.projectId ?? null);
    const found = buildings.find((b) => b.projectId === projectId && b.name === r.building);
    if (!found)
      refusals.push(
        `properties (id ${r.id}) building: project ${projectId ?? '(none)'} has no building "${r.building}"; the unit is in none`,
      );
    return found?.id ?? null;
  };

  for (const r of records) {
    const buildingId = buildingOf(r);
    const cols = { ...propertyColumns(r), ...(buildingId === undefined ? {} : { buildingId }) };
    const newTexts = textRows(r);
    const { photos, moving } = mediaRows(r);
    const newDocs = documentRows(r);
    const newTalks = communicationRows(r);
    const before = existing.get(r.id);
    const stored = files.get(r.id) ?? [];
    const pick = <T extends object>(rows: T[], keys: (keyof T)[]) =>
      rows.map((row) => Object.fromEntries(keys.map((k) => [k, row[k]])));
    const same = (a: unknown, b: unknown) => stable(a) === stable(b);
    const textsSame = same(
      pick(texts.get(r.id) ?? [], ['locale', 'title', 'description']).sort((a, b) =>
        String(a.locale).localeCompare(String(b.locale)),
      ),
      [...newTexts].sort((a, b) => a.locale.localeCompare(b.locale)),
    );
    const movingSame =
      !moving ||
      same(
        pick(
          stored.filter((m) => m.kind === 'video' || m.kind === 'tour'),
          ['kind', 'url', 'width', 'height', 'name'],
        ),
        moving,
      );
    const talksSame =
      !newTalks ||
      same(
        pick(talks.get(r.id) ?? [], ['at', 'type', 'contact', 'subject', 'comment', 'status', 'source']).map((t) => ({
          ...t,
          at: (t.at as Date).toISOString(),
        })),
        newTalks.map((t) => ({ ...t, at: t.at.toISOString() })),
      );
    // Photos, documents and slots are compared and written by their own modules (their files
    // may still have to be fetched; a booked slot is kept).
    const owned = async () => {
      const p = photos ? await setPhotos(tx, { propertyId: r.id }, photos, now) : { changed: false, queued: 0 };
      const d = newDocs ? await setDocuments(tx, { propertyId: r.id }, newDocs, now) : { changed: false, queued: 0 };
      outcome.queued += p.queued + d.queued;
      return p.changed || d.changed;
    };

    if (before) {
      const slotsWrote = r.slots ? await reconcileSlots(tx, r.id, r.slots, slots.get(r.id) ?? [], refusals) : false;
      const filesChanged = await owned();
      const storedCols = Object.fromEntries(
        Object.keys(cols).map((k) => [k, (before as Record<string, unknown>)[k] ?? null]),
      );
      const colsSame = same(storedCols, Object.fromEntries(Object.entries(cols).map(([k, v]) => [k, v ?? null])));
      if (colsSame && textsSame && movingSame && talksSame && !filesChanged) {
        (slotsWrote ? outcome.changed : outcome.unchanged).push(r.id);
        continue;
      }
      await tx
        .update(properties)
        .set({ updatedAt: now, ...cols })
        .where(eq(properties.id, r.id));
      const wentOffline = before.status === 'published' && r.status !== 'published';
      const cameOnline = before.status !== 'published' && r.status === 'published';
      (wentOffline ? outcome.withdrawn : outcome.changed).push(r.id);
      if (wentOffline || r.status === 'published') {
        await tx.insert(mediaHistory).values({
          propertyId: r.id,
          portal,
          publishedAt: now,
          status: wentOffline ? 'offline' : cameOnline ? 'online' : 'updated',
        });
      }
    } else {
      await tx.insert(properties).values({
        id: r.id,
        createdAt: now,
        updatedAt: now,
        ...cols,
        zip: r.address.zip,
        city: r.address.city,
        goal: cols.goal!,
        webId: r.type,
        slug: cols.slug!,
      });
      outcome.created.push(r.id);
      if (r.status === 'published')
        await tx.insert(mediaHistory).values({ propertyId: r.id, portal, publishedAt: now, status: 'online' });
      if (r.slots) await reconcileSlots(tx, r.id, r.slots, [], refusals);
      await owned();
    }
    if (!textsSame || !before) {
      await tx.delete(propertyTexts).where(eq(propertyTexts.propertyId, r.id));
      if (newTexts.length) await tx.insert(propertyTexts).values(newTexts.map((t) => ({ propertyId: r.id, ...t })));
    }
    if (moving && !movingSame) {
      await tx.delete(media).where(and(eq(media.propertyId, r.id), inArray(media.kind, ['video', 'tour'])));
      if (moving.length)
        await tx.insert(media).values(moving.map((m, i) => ({ propertyId: r.id, sort: 1000 + i, ...m })));
    }
    if (newTalks && !talksSame) {
      await tx.delete(propertyCommunications).where(eq(propertyCommunications.propertyId, r.id));
      if (newTalks.length)
        await tx.insert(propertyCommunications).values(newTalks.map((t) => ({ propertyId: r.id, ...t })));
    }
  }
  return outcome;
}
