import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import {
  appointmentBookings,
  appointmentSlots,
  auditLog,
  documentRequests,
  mailQueue,
  newsletterSubscriptions,
  searchDemands,
  submissions,
  testimonials,
} from '@/db/schema';
import { PHOTO_WIDTHS, photoFile } from '@/domain/media/photo-file';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor, TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { removeFile } from '@/lib/files/storage';
import { isUploadKey, removeUpload } from '@/lib/leads/uploads';
import { containsPattern } from '@/domain/search/like-pattern';
import { env } from '@/env';
import { choiceWords } from '@/lib/leads/mails';
import { mailFilesOf, removeMailFiles } from '@/lib/mail/mail-files';
import { mailTranslator } from '@/lib/mail/render';

/**
 * A person's data for a GDPR request (issue 16): everything the site holds under one e-mail
 * address (submissions, where the address is the sender or a named friend, search demands,
 * bookings, newsletter subscription, mails and their copies kept as files (DATA_DIR/mail/),
 * document requests, testimonials and their uploads).
 * Owners' accounts come from the agency's software (the feed) and are answered there.
 */
export type PersonData = {
  email: string;
  submissions: (typeof submissions.$inferSelect)[];
  demands: (typeof searchDemands.$inferSelect)[];
  bookings: { id: number; submissionId: number; status: string; startsAt: Date; propertyId: number }[];
  subscriptions: (typeof newsletterSubscriptions.$inferSelect)[];
  mails: {
    id: number;
    purpose: string;
    to: string;
    subject: string;
    status: string;
    createdAt: Date;
    messageId: string | null;
  }[];
  /** The .eml copies of mail under DATA_DIR/mail/ that name the person (lib/mail/mail-files.ts). */
  mailFiles: string[];
  documentRequests: (typeof documentRequests.$inferSelect)[];
  testimonials: (typeof testimonials.$inferSelect)[];
  uploads: string[];
};

export function normalEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase().slice(0, 254);
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
}

export async function personData(db: Db, email: string): Promise<PersonData> {
  const quoted = JSON.stringify(email);
  // The sender (the email column) or anyone named in the form (a friend's address in the payload).
  const subs = await db
    .select()
    .from(submissions)
    .where(or(eq(submissions.email, email), sql`lower(${submissions.payload}::text) like ${containsPattern(quoted)}`));
  const ids = subs.map((s) => s.id);
  const [demands, bookings, subscriptions, mails, requests, words] = await Promise.all([
    db.select().from(searchDemands).where(eq(searchDemands.email, email)),
    ids.length
      ? db
          .select({
            id: appointmentBookings.id,
            submissionId: appointmentBookings.submissionId,
            status: appointmentBookings.status,
            startsAt: appointmentSlots.startsAt,
            propertyId: appointmentSlots.propertyId,
          })
          .from(appointmentBookings)
          .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
          .where(inArray(appointmentBookings.submissionId, ids))
      : [],
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    db
      .select({
        id: mailQueue.id,
        purpose: mailQueue.purpose,
        to: mailQueue.to,
        subject: mailQueue.subject,
        status: mailQueue.status,
        createdAt: mailQueue.createdAt,
        messageId: mailQueue.messageId,
      })
      .from(mailQueue)
      .where(
        or(
          eq(sql`lower(${mailQueue.to})`, email),
          eq(sql`lower(${mailQueue.replyTo})`, email),
          ids.length ? inArray(mailQueue.submissionId, ids) : sql`false`,
        ),
      ),
    db.select().from(documentRequests).where(eq(documentRequests.email, email)),
    // A testimonial's slug ends with its submission's id (lib/leads/submit.ts).
    ids.length
      ? db
          .select()
          .from(testimonials)
          .where(
            sql`substring(${testimonials.slug} from '-(\\d+)$')::int = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`,
          )
      : [],
  ]);
  const uploads = subs.flatMap((s) => [s.payload.photo, s.payload.cv]).filter(isUploadKey);
  const mailFiles = await mailFilesOf(
    env().DATA_DIR,
    email,
    mails.flatMap((m) => (m.messageId ? [m.messageId] : [])),
  );
  return {
    email,
    submissions: subs,
    demands,
    bookings,
    subscriptions,
    mails,
    mailFiles,
    documentRequests: requests,
    testimonials: words,
    uploads,
  };
}

export type ErasureCounts = Record<
  | 'submissions'
  | 'demands'
  | 'bookings'
  | 'subscriptions'
  | 'mails'
  | 'mailFiles'
  | 'documentRequests'
  | 'testimonials'
  | 'uploads',
  number
>;

export function countsOf(data: PersonData): ErasureCounts {
  return {
    submissions: data.submissions.length,
    demands: data.demands.length,
    bookings: data.bookings.length,
    subscriptions: data.subscriptions.length,
    mails: data.mails.length,
    mailFiles: data.mailFiles.length,
    documentRequests: data.documentRequests.length,
    testimonials: data.testimonials.length,
    uploads: data.uploads.length,
  };
}

/**
 * Erases a person: every row of personData, the uploaded files, and the places their bookings
 * took (given back to the slots). The audit log keeps who erased, when, and the counts only.
 */
export async function erasePerson(db: Db, email: string, actor: string): Promise<ErasureCounts> {
  const data = await personData(db, email);
  const ids = data.submissions.map((s) => s.id);
  await db.transaction(async (tx) => {
    for (const booking of data.bookings.filter((b) => b.status === 'confirmed')) {
      await tx
        .update(appointmentSlots)
        .set({ booked: sql`greatest(${appointmentSlots.booked} - 1, 0)` })
        .where(sql`${appointmentSlots.id} = (select slot_id from appointment_bookings where id = ${booking.id})`);
    }
    if (data.mails.length)
      await tx.delete(mailQueue).where(
        inArray(
          mailQueue.id,
          data.mails.map((m) => m.id),
        ),
      );
    if (data.testimonials.length)
      await tx.delete(testimonials).where(
        inArray(
          testimonials.id,
          data.testimonials.map((t) => t.id),
        ),
      );
    await tx.delete(searchDemands).where(eq(searchDemands.email, email));
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    await tx.delete(documentRequests).where(eq(documentRequests.email, email));
    // Bookings go with their submissions (on delete cascade).
    if (ids.length) await tx.delete(submissions).where(inArray(submissions.id, ids));
    const counts = countsOf(data);
    await tx.insert(auditLog).values({
      actor,
      action: 'gdpr-erase',
      subject: 'person',
      detail: Object.entries(counts)
        .map(([k, n]) => `${k}=${n}`)
        .join(' '),
    });
  });
  // What the public pages showed of this person ends there now, on every server: a testimonial
  // (home, reviews: the stored pages kept it for up to a minute, issue 31) and a booked place
  // (the property's visit form offers it again).
  const confirmed = data.bookings.filter((b) => b.status === 'confirmed');
  const shown = [
    ...(data.testimonials.length ? [TESTIMONIALS_TAG] : []),
    ...(confirmed.length ? catalogueTagsFor(confirmed.map((b) => b.propertyId)) : []),
  ];
  await invalidate(shown, db);
  for (const key of data.uploads) await removeUpload(key);
  await removeMailFiles(env().DATA_DIR, data.mailFiles);
  // A published testimonial's photo became one of the site's files (its widths under one stem): it goes too.
  for (const t of data.testimonials) {
    if (t.imageUrl?.startsWith('/files/'))
      for (const w of PHOTO_WIDTHS) await removeFile(photoFile(t.imageUrl.slice('/files/'.length), w));
    if (t.imageUrl?.startsWith('uploads/')) await removeUpload(t.imageUrl.slice('uploads/'.length));
  }
  return countsOf(data);
}

/**
 * The whole of a person's data as one JSON document (the export of a GDPR access request): what
 * they gave and what was done with it (the network address a form was sent from included, as
 * `sentFromIpAddress`: it is theirs), without the site's own machinery (form tokens, the bot check,
 * unsubscribe and confirmation tokens, mail ids, who published a testimonial); a fixed choice reads as the form words it in the language the person used
 * (`title: "Mme"`, never `"ms"`).
 */
export function exportJson(data: PersonData, now = new Date()): string {
  const person = {
    exportedAt: now.toISOString(),
    email: data.email,
    submissions: data.submissions.map((row) => {
      const t = mailTranslator(row.locale);
      const payload = Object.entries(row.payload).map(([key, value]) => [key, choiceWords(t, key, value)]);
      // The network address it was sent from is the person's data (GDPR art. 15): given, by its name.
      return {
        ...without(row, ['token', 'botCheck', 'address']),
        sentFromIpAddress: row.address,
        payload: Object.fromEntries(payload),
      };
    }),
    demands: data.demands.map((row) => without(row, ['unsubscribeToken'])),
    bookings: data.bookings,
    subscriptions: data.subscriptions.map((row) => without(row, ['confirmToken'])),
    mails: data.mails.map((row) => without(row, ['messageId'])),
    documentRequests: data.documentRequests,
    testimonials: data.testimonials.map((row) => without(row, ['postedBy'])),
    uploads: data.uploads,
  };
  return JSON.stringify(person, null, 2);
}

/** A row without the named fields. */
function without<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** What the summary after an erasure says it removed: every kind of record, files together. */
export type ErasureSummary = { submissions: number; mails: number; testimonials: number; files: number };

/** The summary of an erasure as the address of the page that says it (`?done=erased&s=…`). */
export function erasedQuery(counts: ErasureCounts): string {
  const files = counts.uploads + counts.mailFiles;
  return `done=erased&s=${counts.submissions}&m=${counts.mails}&t=${counts.testimonials}&f=${files}`;
}

/** The summary read back from that address (a missing or odd number reads 0). */
export function erasedSummary(query: Record<string, string | undefined>): ErasureSummary {
  const n = (key: string) => Math.max(0, Math.trunc(Number(query[key]) || 0));
  return { submissions: n('s'), mails: n('m'), testimonials: n('t'), files: n('f') };
}

/** An export is logged: who took whose data, and how many submissions it held. */
export async function logExport(db: Db, data: PersonData, actor: string): Promise<void> {
  await db.insert(auditLog).values({
    actor,
    action: 'gdpr-export',
    subject: 'person',
    detail: `${data.submissions.length} submissions`,
  });
}
