import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { auditLog, testimonials } from '@/db/schema';
import { storePhoto } from '@/lib/files/photo';
import { readUpload } from '@/lib/leads/uploads';

export type ModerationStatus = 'pending' | 'published' | 'rejected';
export const MODERATION_STATUSES: readonly ModerationStatus[] = ['pending', 'published', 'rejected'];
export type ModeratedTestimonial = typeof testimonials.$inferSelect;

/** A visitor's photo waiting with its testimonial: a private upload (`uploads/testimonials/…`). */
export const UPLOAD_PREFIX = 'uploads/';

export async function countByStatus(db: Db): Promise<Record<ModerationStatus, number>> {
  const rows = await db
    .select({ status: testimonials.status, n: count() })
    .from(testimonials)
    .groupBy(testimonials.status);
  const out: Record<ModerationStatus, number> = { pending: 0, published: 0, rejected: 0 };
  for (const r of rows) if (r.status in out) out[r.status as ModerationStatus] = r.n;
  return out;
}

export async function testimonialsWith(db: Db, status: ModerationStatus): Promise<ModeratedTestimonial[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.status, status))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(200);
}

/** The bytes of a waiting photo, for the back office only; null for anything but such an upload. */
export async function uploadedPhoto(key: string): Promise<Buffer | null> {
  return key.startsWith(`${UPLOAD_PREFIX}testimonials/`) ? readUpload(key.slice(UPLOAD_PREFIX.length)) : null;
}

async function audit(db: Db, actor: string, action: string, id: number, detail?: string) {
  await db.insert(auditLog).values({ actor, action, subject: `testimonial:${id}`, detail });
}

/**
 * Publishes a testimonial: its photo becomes one of the site's own files first (checked again by
 * content, stored in the photo widths), so the public page never serves a visitor's upload.
 */
export async function publishTestimonial(db: Db, id: number, actor: string): Promise<boolean> {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  if (!row) return false;
  let imageUrl = row.imageUrl;
  if (imageUrl?.startsWith(UPLOAD_PREFIX)) {
    const bytes = await uploadedPhoto(imageUrl);
    imageUrl = bytes ? (await storePhoto(bytes)).base : null;
  }
  const done = await db
    .update(testimonials)
    .set({ status: 'published', imageUrl })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (done.length) await audit(db, actor, 'publish', id);
  return done.length > 0;
}

/** Rejects a waiting testimonial, or takes a published one off the site. */
export async function rejectTestimonial(db: Db, id: number, actor: string): Promise<boolean> {
  const done = await db
    .update(testimonials)
    .set({ status: 'rejected' })
    .where(eq(testimonials.id, id))
    .returning({ id: testimonials.id });
  if (done.length) await audit(db, actor, 'reject', id);
  return done.length > 0;
}

export const TEXT_LIMITS = { name: 100, about: 200, comment: 2000 } as const;

/** Corrects the words (a typo, a name): the visitor's language and date stay. */
export async function correctTestimonial(
  db: Db,
  id: number,
  text: { name: string; about: string; comment: string },
  actor: string,
): Promise<'ok' | 'required' | 'missing'> {
  const name = text.name.trim().slice(0, TEXT_LIMITS.name);
  const comment = text.comment.trim().slice(0, TEXT_LIMITS.comment);
  if (!name || !comment) return 'required';
  const about = text.about.trim().slice(0, TEXT_LIMITS.about) || null;
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id));
  if (!row) return 'missing';
  // Unchanged words (a Publish without a correction) are no correction: nothing written, nothing audited.
  if (row.name === name && row.comment === comment && (row.about ?? null) === about) return 'ok';
  const done = await db
    .update(testimonials)
    .set({ name, about, comment })
    .where(and(eq(testimonials.id, id)))
    .returning({ id: testimonials.id });
  if (!done.length) return 'missing';
  await audit(db, actor, 'correct', id);
  return 'ok';
}
