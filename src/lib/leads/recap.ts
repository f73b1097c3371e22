import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { Db } from '@/db/open';
import { appointmentSlots, submissions } from '@/db/schema';
import { LEAD_FORMS, isFormKind } from '@/domain/forms/registry';

export type SentSubmission = {
  kind: string;
  propertyId: number | null;
  projectId: number | null;
  payload: Record<string, unknown>;
  slot: { startsAt: Date; endsAt: Date } | null;
};

/** The cookie that names the sent submission to its thank-you page (set by the lead action). */
export const SENT_COOKIE = 'vitrine-sent';

const TOKEN = /^[0-9a-f]{16}[0-9a-z]{9}[A-Za-z0-9_-]{22}$/;
/** A thank-you page recaps a submission for a day after it was sent, no longer. */
const RECAP_FOR_MS = 24 * 60 * 60_000;

/** The submission a thank-you page's `?sent={form token}` names, with its booked slot; null when none (or too old). */
export async function sentSubmission(
  token: unknown,
  now = new Date(),
  db: Db = getDb(),
): Promise<SentSubmission | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      kind: submissions.kind,
      propertyId: submissions.propertyId,
      projectId: submissions.projectId,
      payload: submissions.payload,
    })
    .from(submissions)
    .where(and(eq(submissions.token, token), gt(submissions.createdAt, new Date(now.getTime() - RECAP_FOR_MS))));
  if (!row) return null;
  const slotId = row.payload.slotId;
  let slot: SentSubmission['slot'] = null;
  if (
    isFormKind(row.kind) &&
    LEAD_FORMS[row.kind].stores === 'appointmentBooking' &&
    typeof slotId === 'number' &&
    Number.isInteger(slotId)
  ) {
    const [s] = await db
      .select({ startsAt: appointmentSlots.startsAt, endsAt: appointmentSlots.endsAt })
      .from(appointmentSlots)
      .where(eq(appointmentSlots.id, slotId));
    slot = s ?? null;
  }
  return { ...row, slot };
}
