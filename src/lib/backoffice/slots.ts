import 'server-only';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { appointmentBookings, appointmentSlots, auditLog, properties, submissions } from '@/db/schema';
import { queueMails } from '@/lib/mail/queue';
import { agencyFooter, mailTranslator, renderMail } from '@/lib/mail/render';
import { mailAddress } from '@/lib/mail/property-address';
import { formatMoment } from '@/domain/format/dates';
import { formatPhone } from '@/domain/format/phone';
import { content } from '@/lib/content/load';
import { contactOf } from '@/domain/forms/registry';
import { containsPattern } from '@/domain/search/like-pattern';

export const MAX_CAPACITY = 50;

type SlotBooking = { id: number; status: string; name: string; email: string | null; locale: string };
export type OfficeSlot = {
  id: number;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  booked: number;
  source: string;
  cancelledAt: Date | null;
  bookings: SlotBooking[];
};

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The property a slot list is for: its id, reference and address, or null. */
export async function slotProperty(
  db: Db,
  id: number,
): Promise<{
  id: number;
  reference: string | null;
  street: string | null;
  houseNumber: string | null;
  city: string;
} | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db
    .select({
      id: properties.id,
      reference: properties.recordFile,
      street: properties.street,
      houseNumber: properties.houseNumber,
      city: properties.city,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}

export type SlotPropertyMatch = {
  id: number;
  reference: string | null;
  street: string | null;
  houseNumber: string | null;
  zip: string;
  city: string;
  goal: number;
};

/**
 * The properties a staff member means by what they typed (issue 31): the public reference as
 * visitors see it ("IL-2026-0213", any case), the number, or part of the street, postcode or
 * city; an exact reference or number first, then the rest by place. At most `limit`.
 */
export async function findSlotProperties(db: Db, typed: string, limit = 20): Promise<SlotPropertyMatch[]> {
  const q = typed.trim().replace(/\s+/g, ' ').slice(0, 80);
  if (!q) return [];
  const like = containsPattern(q);
  const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const exact = sql`(lower(${properties.recordFile}) = lower(${q})${id === null ? sql`` : sql` or ${properties.id} = ${id}`})`;
  return db
    .select({
      id: properties.id,
      reference: properties.recordFile,
      street: properties.street,
      houseNumber: properties.houseNumber,
      zip: properties.zip,
      city: properties.city,
      goal: properties.goal,
    })
    .from(properties)
    .where(
      sql`${exact} or ${properties.recordFile} ilike ${like} or ${properties.zip} = ${q} or ${properties.city} ilike ${like} or concat_ws(' ', ${properties.street}, ${properties.houseNumber}) ilike ${like}`,
    )
    .orderBy(sql`${exact} desc`, asc(properties.city), asc(properties.street), asc(properties.id))
    .limit(limit);
}

/** The property's slots from today on (cancelled ones too), with who booked them. */
export async function slotsOf(db: Db, propertyId: number, now = new Date()): Promise<OfficeSlot[]> {
  const since = new Date(now.getTime() - 86_400_000);
  const slots = await db
    .select()
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.propertyId, propertyId), gt(appointmentSlots.endsAt, since)))
    .orderBy(asc(appointmentSlots.startsAt));
  const bookings = slots.length
    ? await db
        .select({
          id: appointmentBookings.id,
          slotId: appointmentBookings.slotId,
          status: appointmentBookings.status,
          kind: submissions.kind,
          payload: submissions.payload,
          email: submissions.email,
          locale: submissions.locale,
        })
        .from(appointmentBookings)
        .innerJoin(submissions, eq(submissions.id, appointmentBookings.submissionId))
        .where(
          inArray(
            appointmentBookings.slotId,
            slots.map((s) => s.id),
          ),
        )
    : [];
  return slots.map((s) => ({
    ...s,
    bookings: bookings
      .filter((b) => b.slotId === s.id)
      .map((b) => ({
        id: b.id,
        status: b.status,
        email: b.email,
        locale: b.locale,
        name: contactOf(b.kind, b.payload).name,
      })),
  }));
}

export type SlotProblem = 'past' | 'order' | 'capacity' | 'property' | 'overlap' | 'belowBookings' | 'missing';

/** A new slot the agency offers: in the future, ending after it starts, 1 to 50 places, not on top of another. */
export async function addSlot(
  db: Db,
  input: { propertyId: number; startsAt: Date; endsAt: Date; capacity: number },
  actor: string,
  now = new Date(),
): Promise<SlotProblem | null> {
  if (!(await slotProperty(db, input.propertyId))) return 'property';
  if (Number.isNaN(input.startsAt.getTime()) || input.startsAt <= now) return 'past';
  if (Number.isNaN(input.endsAt.getTime()) || input.endsAt <= input.startsAt) return 'order';
  if (!Number.isInteger(input.capacity) || input.capacity < 1 || input.capacity > MAX_CAPACITY) return 'capacity';
  const [overlap] = await db
    .select({ id: appointmentSlots.id })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.propertyId, input.propertyId),
        isNull(appointmentSlots.cancelledAt),
        sql`${appointmentSlots.startsAt} < ${input.endsAt.toISOString()} and ${appointmentSlots.endsAt} > ${input.startsAt.toISOString()}`,
      ),
    );
  if (overlap) return 'overlap';
  await db.insert(appointmentSlots).values({ ...input, source: 'office' });
  await db.insert(auditLog).values({
    actor,
    action: 'slot-add',
    subject: `property:${input.propertyId}`,
    detail: `${input.startsAt.toISOString()} ×${input.capacity}`,
  });
  return null;
}

/** Another number of places: never fewer than are booked. */
export async function setCapacity(
  db: Db,
  slotId: number,
  capacity: number,
  actor: string,
): Promise<SlotProblem | null> {
  if (!Number.isInteger(capacity) || capacity < 1 || capacity > MAX_CAPACITY) return 'capacity';
  const done = await db
    .update(appointmentSlots)
    .set({ capacity })
    .where(and(eq(appointmentSlots.id, slotId), sql`${appointmentSlots.booked} <= ${capacity}`))
    .returning({ id: appointmentSlots.id });
  if (!done.length)
    return (await db.select({ id: appointmentSlots.id }).from(appointmentSlots).where(eq(appointmentSlots.id, slotId)))
      .length
      ? 'belowBookings'
      : 'missing';
  await db
    .insert(auditLog)
    .values({ actor, action: 'slot-capacity', subject: `slot:${slotId}`, detail: String(capacity) });
  return null;
}

/**
 * Cancels a slot: no longer offered, each visitor who booked it told by mail in their language
 * (the bookings stay on record as cancelled). Returns how many visitors were told, or null.
 */
export async function cancelSlot(db: Db, slotId: number, actor: string): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [slot] = await tx
      .update(appointmentSlots)
      .set({ cancelledAt: new Date() })
      .where(and(eq(appointmentSlots.id, slotId), isNull(appointmentSlots.cancelledAt)))
      .returning();
    if (!slot) return null;
    const [property] = await tx
      .select({
        street: properties.street,
        houseNumber: properties.houseNumber,
        boxNr: properties.boxNr,
        zip: properties.zip,
        city: properties.city,
        publishAddress: properties.publishAddress,
      })
      .from(properties)
      .where(eq(properties.id, slot.propertyId));
    const booked = await tx
      .update(appointmentBookings)
      .set({ status: 'cancelled' })
      .where(and(eq(appointmentBookings.slotId, slotId), eq(appointmentBookings.status, 'confirmed')))
      .returning({ submissionId: appointmentBookings.submissionId });
    const people = booked.length
      ? await tx
          .select()
          .from(submissions)
          .where(
            inArray(
              submissions.id,
              booked.map((b) => b.submissionId),
            ),
          )
      : [];
    const mails = people
      .filter((p) => p.email)
      .map((p) => {
        const t = mailTranslator(p.locale);
        const when = formatMoment(slot.startsAt, p.locale);
        // As the property's page writes it in the visitor's language (its box, its town).
        const where = property ? mailAddress(property, p.locale) : '';
        const { phone, email } = content().site.agency;
        const { text: body, html } = renderMail(
          [
            {
              heading: t('Admin.slotCancelledMailTitle'),
              lines: [
                t('Admin.slotCancelledMailText', { name: text(p.payload.firstName), when, where }),
                t('Admin.slotCancelledMailContact', { phone: formatPhone(phone), email }),
              ],
            },
            { lines: [t('Admin.slotCancelledMailFooter')] },
          ],
          agencyFooter(),
        );
        return {
          purpose: 'visitor' as const,
          locale: p.locale,
          to: p.email!,
          subject: t('Admin.slotCancelledMailTitle'),
          text: body,
          html,
          submissionId: p.id,
        };
      });
    await queueMails(tx, mails);
    await tx
      .insert(auditLog)
      .values({ actor, action: 'slot-cancel', subject: `slot:${slotId}`, detail: `${mails.length} told` });
    return mails.length;
  });
}
