import 'server-only';
import { and, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { documents, media, remoteFiles } from '@/db/schema';
import { backoffMs } from '@/domain/ops/backoff';
import { env } from '@/env';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor } from '@/lib/cache/tags';
import { NotADocument, storeDocument } from './document';
import { FetchRefused, fetchRemote, type RemoteFile } from './fetch-remote';
import { readLocal } from './read-local';
import { NotAPhoto, storePhoto } from './photo';

type FileRow = typeof remoteFiles.$inferSelect;
type Resolved = { local: string; width: number | null; height: number | null };

const AT_ONCE = 3;
const LOCK_MS = 5 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_BYTES = { photo: 40 * 1024 * 1024, document: 40 * 1024 * 1024 };

/**
 * The database side of a finished file, one at a time in this process: two files of one list
 * finishing together would otherwise swap or drop the same waiting list at once.
 */
let serial: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = serial.then(work, work);
  serial = next.catch(() => undefined);
  return next;
}

/**
 * Claims due files (skip locked: several servers never fetch the same file at once). Files of a
 * feed folder (file:) are read only by the command that applied the folder, on its machine.
 */
async function claim(db: Db, now: Date, limit: number, localFiles: boolean): Promise<FileRow[]> {
  const result = await db.execute(sql`
    update remote_files set locked_until = ${new Date(now.getTime() + LOCK_MS).toISOString()}, attempts = attempts + 1
    where id in (
      select id from remote_files
      where status = 'pending' and (${localFiles} or url not like 'file:%') and next_attempt_at <= ${now.toISOString()} and (locked_until is null or locked_until <= ${now.toISOString()})
      order by id limit ${limit} for update skip locked)
    returning id`);
  const ids = (result.rows as { id: number }[]).map((r) => Number(r.id));
  return ids.length ? db.select().from(remoteFiles).where(inArray(remoteFiles.id, ids)) : [];
}

/**
 * Swaps an owner's waiting photo list (or document list) in once none of its files is missing:
 * the previous list goes, the new one shows. Returns the property ids whose pages changed.
 */
async function swapComplete(db: Db, url: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const touched: number[] = [];
    const photoOwners = await tx
      .selectDistinct({ propertyId: media.propertyId, projectId: media.projectId })
      .from(media)
      .where(and(eq(media.sourceUrl, url), eq(media.kind, 'photo-pending')));
    for (const o of photoOwners) {
      const owner = o.propertyId !== null ? eq(media.propertyId, o.propertyId) : eq(media.projectId, o.projectId!);
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(media)
        .where(
          and(
            owner,
            eq(media.kind, 'photo-pending'),
            or(like(media.url, 'http://%'), like(media.url, 'https://%'), like(media.url, 'file://%')),
          ),
        );
      if (open!.n > 0) continue;
      await tx.delete(media).where(and(owner, eq(media.kind, 'photo')));
      await tx
        .update(media)
        .set({ kind: 'photo' })
        .where(and(owner, eq(media.kind, 'photo-pending')));
      if (o.propertyId !== null) touched.push(o.propertyId);
    }
    const docOwners = await tx
      .selectDistinct({ propertyId: documents.propertyId, projectId: documents.projectId })
      .from(documents)
      .where(and(eq(documents.sourceUrl, url), eq(documents.pending, true)));
    for (const o of docOwners) {
      const owner =
        o.propertyId !== null ? eq(documents.propertyId, o.propertyId) : eq(documents.projectId, o.projectId!);
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(documents)
        .where(
          and(
            owner,
            eq(documents.pending, true),
            or(like(documents.url, 'http://%'), like(documents.url, 'https://%'), like(documents.url, 'file://%')),
          ),
        );
      if (open!.n > 0) continue;
      await tx.delete(documents).where(and(owner, eq(documents.pending, false)));
      await tx.update(documents).set({ pending: false }).where(owner);
      if (o.propertyId !== null) touched.push(o.propertyId);
    }
    return touched;
  });
}

async function resolved(
  db: Db,
  file: FileRow,
  done: Resolved,
  fetched: { etag: string | null; lastModified: string | null; sha256?: string },
  now: Date,
): Promise<number[]> {
  await db
    .update(remoteFiles)
    .set({
      status: 'ready',
      localUrl: done.local,
      width: done.width,
      height: done.height,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      ...(fetched.sha256 ? { sha256: fetched.sha256 } : {}),
      error: null,
      failedFor: null,
      lockedUntil: null,
      checkedAt: now,
      updatedAt: now,
    })
    .where(eq(remoteFiles.id, file.id));
  // Every row that names the address follows the file: waiting lists and lists already shown.
  if (file.kind === 'photo') {
    await db
      .update(media)
      .set({ url: done.local, width: done.width, height: done.height })
      .where(eq(media.sourceUrl, file.url));
  } else {
    await db.update(documents).set({ url: done.local }).where(eq(documents.sourceUrl, file.url));
  }
  const shown =
    file.kind === 'photo'
      ? await db
          .selectDistinct({ id: media.propertyId })
          .from(media)
          .where(and(eq(media.sourceUrl, file.url), eq(media.kind, 'photo'), isNotNull(media.propertyId)))
      : await db
          .selectDistinct({ id: documents.propertyId })
          .from(documents)
          .where(and(eq(documents.sourceUrl, file.url), eq(documents.pending, false), isNotNull(documents.propertyId)));
  return [...(await swapComplete(db, file.url)), ...shown.map((s) => s.id!)];
}

/** A file that cannot be had: the waiting lists that need it are dropped (their owners keep what they showed). */
async function failed(db: Db, file: FileRow, reason: string, retry: boolean, now: Date): Promise<void> {
  if (retry && file.attempts < MAX_ATTEMPTS) {
    await db
      .update(remoteFiles)
      .set({
        error: reason,
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + backoffMs(file.attempts)),
        updatedAt: now,
      })
      .where(eq(remoteFiles.id, file.id));
    return;
  }
  await db.transaction(async (tx) => {
    const photoOwners = await tx
      .selectDistinct({ propertyId: media.propertyId, projectId: media.projectId })
      .from(media)
      .where(and(eq(media.sourceUrl, file.url), eq(media.kind, 'photo-pending')));
    const docOwners = await tx
      .selectDistinct({ propertyId: documents.propertyId, projectId: documents.projectId })
      .from(documents)
      .where(and(eq(documents.sourceUrl, file.url), eq(documents.pending, true)));
    const names = [
      ...(file.failedFor ?? []),
      ...[...photoOwners, ...docOwners].map((o) =>
        o.propertyId !== null ? `properties (id ${o.propertyId})` : `projects (id ${o.projectId})`,
      ),
    ];
    for (const o of photoOwners)
      await tx
        .delete(media)
        .where(
          and(
            o.propertyId !== null ? eq(media.propertyId, o.propertyId) : eq(media.projectId, o.projectId!),
            eq(media.kind, 'photo-pending'),
          ),
        );
    for (const o of docOwners)
      await tx
        .delete(documents)
        .where(
          and(
            o.propertyId !== null ? eq(documents.propertyId, o.propertyId) : eq(documents.projectId, o.projectId!),
            eq(documents.pending, true),
          ),
        );
    await tx
      .update(remoteFiles)
      .set({ status: 'failed', error: reason, failedFor: [...new Set(names)], lockedUntil: null, updatedAt: now })
      .where(eq(remoteFiles.id, file.id));
  });
}

async function process(db: Db, file: FileRow, allowPrivate: boolean, now: Date): Promise<number[]> {
  try {
    const options = {
      maxBytes: MAX_BYTES[file.kind as 'photo' | 'document'],
      allowPrivate,
      etag: file.localUrl ? file.etag : null,
      lastModified: file.localUrl ? file.lastModified : null,
    };
    const fetched: RemoteFile = file.url.startsWith('file:')
      ? await readLocal(file.url, options)
      : await fetchRemote(file.url, options);
    if (fetched.notModified && file.localUrl) {
      const local = file.localUrl;
      return await oneAtATime(() =>
        resolved(db, file, { local, width: file.width, height: file.height }, fetched, now),
      );
    }
    if (fetched.notModified) throw new FetchRefused('the host answered 304 to a first request', false);
    if (file.kind === 'photo') {
      const photo = await storePhoto(fetched.body);
      return await oneAtATime(() =>
        resolved(
          db,
          file,
          { local: photo.base, width: photo.width, height: photo.height },
          { ...fetched, sha256: photo.sha256 },
          now,
        ),
      );
    }
    const doc = await storeDocument(fetched.body);
    return await oneAtATime(() =>
      resolved(db, file, { local: doc.url, width: null, height: null }, { ...fetched, sha256: doc.sha256 }, now),
    );
  } catch (error) {
    const retry =
      error instanceof FetchRefused ? error.retry : !(error instanceof NotAPhoto || error instanceof NotADocument);
    await oneAtATime(() => failed(db, file, error instanceof Error ? error.message : String(error), retry, now));
    return [];
  }
}

/** The pages of properties whose photos or documents arrived are made again, on every server. */
async function announce(db: Db, propertyIds: number[]): Promise<void> {
  if (propertyIds.length) await invalidate(catalogueTagsFor(propertyIds), db);
}

/** One pass over the due files, three at a time, until none is due. Returns how many were handled. */
export async function fetchDueFiles(
  db: Db = getDb(),
  options: {
    allowPrivate?: boolean;
    localFiles?: boolean;
    now?: () => Date;
    announce?: (ids: number[]) => Promise<void>;
  } = {},
): Promise<number> {
  const allowPrivate = options.allowPrivate ?? env().IMPORT_ALLOW_PRIVATE;
  const now = options.now ?? (() => new Date());
  let handled = 0;
  for (;;) {
    const batch = await claim(db, now(), AT_ONCE, options.localFiles ?? false);
    if (!batch.length) return handled;
    const touched = (await Promise.all(batch.map((file) => process(db, file, allowPrivate, now())))).flat();
    await (options.announce ?? ((ids: number[]) => announce(db, ids)))(touched);
    handled += batch.length;
  }
}

/** What the background fetch still has to do, and what it could not do (GET /api/import/status/). */
export async function fileStatus(db: Db = getDb()): Promise<{ pending: number; ready: number; failed: string[] }> {
  const counts = await db
    .select({ status: remoteFiles.status, n: sql<number>`count(*)::int` })
    .from(remoteFiles)
    .groupBy(remoteFiles.status);
  const failures = await db
    .select()
    .from(remoteFiles)
    .where(eq(remoteFiles.status, 'failed'))
    .orderBy(remoteFiles.id)
    .limit(500);
  const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    pending: n('pending'),
    ready: n('ready'),
    failed: failures.flatMap((f) =>
      (f.failedFor?.length ? f.failedFor : ['(no record any more)']).map(
        (who) => `${who} ${f.kind === 'photo' ? 'photos' : 'documents'}: ${f.url}: ${f.error ?? 'failed'}`,
      ),
    ),
  };
}
