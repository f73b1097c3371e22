import { and, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { documents, media, remoteFiles } from '@/db/schema';
import type { DocumentRow, MediaRow } from './property-rows';
import { stable } from './property-rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Owner = { propertyId: number } | { projectId: number };

/** Not yet ours: a web address, or a file of a feed folder on this machine (`npm run import -- folder/`). */
const isRemote = (url: string) => /^(https?|file):\/\//i.test(url);

function ownerWhere<T extends { propertyId: unknown; projectId: unknown }>(table: T, owner: Owner) {
  return 'propertyId' in owner
    ? eq(table.propertyId as typeof media.propertyId, owner.propertyId)
    : eq(table.projectId as typeof media.projectId, owner.projectId);
}

const label = (owner: Owner) =>
  'propertyId' in owner ? `properties (id ${owner.propertyId})` : `projects (id ${owner.projectId})`;

/**
 * Queues the feed's addresses that are not (or no longer) ours, with the record that asked (the
 * report names it if the file fails): a failed one is tried again.
 */
async function queue(tx: Tx, urls: string[], kind: 'photo' | 'document', owner: Owner, now: Date): Promise<void> {
  if (!urls.length) return;
  await tx
    .insert(remoteFiles)
    .values([...new Set(urls)].map((url) => ({ url, kind, nextAttemptAt: now, failedFor: [label(owner)] })))
    .onConflictDoUpdate({
      target: remoteFiles.url,
      set: {
        status: 'pending',
        attempts: 0,
        error: null,
        failedFor: [label(owner)],
        nextAttemptAt: now,
        updatedAt: now,
      },
      where: sql`${remoteFiles.status} = 'failed'`,
    });
}

/** A stored file whose address the feed still sends is asked for again after this long. */
const RECHECK_MS = 24 * 60 * 60 * 1000;

/**
 * The feed still names these files: those checked more than a day ago (a folder's file: at once,
 * a cheap look at its modification time) go back to the queue, kept on show meanwhile. The worker
 * asks with the stored ETag or Last-Modified; "not modified", or the same bytes, converts nothing;
 * a new photo at the same address replaces the stored one wherever it is shown.
 */
async function recheck(tx: Tx, urls: string[], now: Date): Promise<number> {
  const remote = urls.filter(isRemote);
  if (!remote.length) return 0;
  const due = or(like(remoteFiles.url, 'file:%'), lt(remoteFiles.checkedAt, new Date(now.getTime() - RECHECK_MS)));
  const rows = await tx
    .update(remoteFiles)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(inArray(remoteFiles.url, remote), eq(remoteFiles.status, 'ready'), due))
    .returning({ id: remoteFiles.id });
  return rows.length;
}

async function readyFiles(tx: Tx, urls: string[]) {
  const remote = urls.filter(isRemote);
  if (!remote.length) return new Map<string, typeof remoteFiles.$inferSelect>();
  const rows = await tx
    .select()
    .from(remoteFiles)
    .where(and(inArray(remoteFiles.url, remote), eq(remoteFiles.status, 'ready')));
  return new Map(rows.map((r) => [r.url, r]));
}

/**
 * Makes an owner's photos the feed's list. Addresses of our own site are used as they are; web
 * addresses become the site's own files: those already fetched at once, the others through the
 * background queue. Until every file of the new list is ready, the new list waits unseen
 * (kind photo-pending) and the visitor keeps seeing the previous photos; the worker swaps them
 * (src/lib/files/worker.ts), or drops the new list when a file fails. Returns whether anything
 * changed and how many files were queued.
 */
export async function setPhotos(
  tx: Tx,
  owner: Owner,
  wanted: MediaRow[],
  now: Date,
): Promise<{ changed: boolean; queued: number }> {
  const stored = await tx
    .select()
    .from(media)
    .where(and(ownerWhere(media, owner), inArray(media.kind, ['photo', 'photo-pending'])))
    .orderBy(media.sort, media.id);
  const sources = (kind: string) => stored.filter((m) => m.kind === kind).map((m) => m.sourceUrl ?? m.url);
  const want = wanted.map((w) => w.url);
  const pending = stored.filter((m) => m.kind === 'photo-pending');
  if (
    (stable(sources('photo')) === stable(want) && !pending.length) ||
    (pending.length && stable(sources('photo-pending')) === stable(want))
  )
    return { changed: false, queued: await recheck(tx, want, now) };
  const ready = await readyFiles(tx, want);
  const rows = wanted.map((w, sort) => {
    const file = ready.get(w.url);
    if (!isRemote(w.url))
      return { ...owner, kind: 'photo', url: w.url, sourceUrl: null, width: w.width, height: w.height, sort };
    return {
      ...owner,
      kind: 'photo',
      url: file?.localUrl ?? w.url,
      sourceUrl: w.url,
      width: file?.width ?? null,
      height: file?.height ?? null,
      sort,
    };
  });
  const waiting = rows.filter((r) => isRemote(r.url)).map((r) => r.url);
  if (!waiting.length) {
    await tx.delete(media).where(and(ownerWhere(media, owner), inArray(media.kind, ['photo', 'photo-pending'])));
    if (rows.length) await tx.insert(media).values(rows);
    return { changed: true, queued: 0 };
  }
  await tx.delete(media).where(and(ownerWhere(media, owner), eq(media.kind, 'photo-pending')));
  await tx.insert(media).values(rows.map((r) => ({ ...r, kind: 'photo-pending' })));
  await queue(tx, waiting, 'photo', owner, now);
  return { changed: true, queued: waiting.length };
}

/** The same for an owner's documents: a new list waits unseen (pending) until its files are ours. */
export async function setDocuments(
  tx: Tx,
  owner: Owner,
  wanted: DocumentRow[],
  now: Date,
): Promise<{ changed: boolean; queued: number }> {
  const stored = await tx
    .select()
    .from(documents)
    .where(ownerWhere(documents, owner))
    .orderBy(documents.sort, documents.id);
  const shape = (rows: { kind: string; name: unknown; url: string; sourceUrl?: string | null; public: boolean }[]) =>
    rows.map((d) => ({ kind: d.kind, name: d.name, url: d.sourceUrl ?? d.url, public: d.public }));
  const current = stored.filter((d) => !d.pending);
  const pending = stored.filter((d) => d.pending);
  const want = shape(wanted);
  if (
    (stable(shape(current)) === stable(want) && !pending.length) ||
    (pending.length && stable(shape(pending)) === stable(want))
  )
    return {
      changed: false,
      queued: await recheck(
        tx,
        wanted.map((d) => d.url),
        now,
      ),
    };
  const ready = await readyFiles(
    tx,
    wanted.map((d) => d.url),
  );
  const rows = wanted.map((d, sort) => {
    const remote = isRemote(d.url);
    return {
      ...owner,
      kind: d.kind,
      name: d.name,
      public: d.public,
      sort,
      url: remote ? (ready.get(d.url)?.localUrl ?? d.url) : d.url,
      sourceUrl: remote ? d.url : null,
    };
  });
  const waiting = rows.filter((r) => isRemote(r.url)).map((r) => r.url);
  if (!waiting.length) {
    await tx.delete(documents).where(ownerWhere(documents, owner));
    if (rows.length) await tx.insert(documents).values(rows);
    return { changed: true, queued: 0 };
  }
  await tx.delete(documents).where(and(ownerWhere(documents, owner), eq(documents.pending, true)));
  await tx.insert(documents).values(rows.map((r) => ({ ...r, pending: true })));
  await queue(tx, waiting, 'document', owner, now);
  return { changed: true, queued: waiting.length };
}
