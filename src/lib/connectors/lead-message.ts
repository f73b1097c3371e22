import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/open';
import { appointmentBookings, appointmentSlots } from '@/db/schema';
import { formatMoment } from '@/domain/format/dates';
import { detailRows } from '@/lib/leads/mails';
import { mailTranslator } from '@/lib/mail/render';

/** The fields every software takes in fields of their own: not repeated in the message. */
const OWN_FIELDS = new Set(['firstName', 'lastName', 'aFirstName', 'aLastName', 'email', 'phone', 'remark', 'message']);

/**
 * What the visitor asked, for a software that has no field of its own for it (issue 42): their own
 * words first, then the kind of request and every other field they filled (the chosen day and
 * times, a booked visit's moment, how to answer, the salutation …), labelled in their language
 * as the agency's mail labels them.
 */
export async function leadMessage(
  db: Db,
  lead: { submissionId: number; kind: string; locale: string; payload: Record<string, unknown>; own?: string },
): Promise<string> {
  const t = mailTranslator(lead.locale);
  const rows = detailRows(
    t,
    Object.fromEntries(Object.entries(lead.payload).filter(([k]) => !OWN_FIELDS.has(k))),
    lead.locale,
  ).map(([label, value]) => `${label}: ${value}`);
  const [booked] = await db
    .select({ startsAt: appointmentSlots.startsAt })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(eq(appointmentBookings.submissionId, lead.submissionId));
  if (booked) rows.unshift(`${t('Mail.appointment')}: ${formatMoment(booked.startsAt, lead.locale)}`);
  const words = lead.own?.trim();
  const kind = t(`LeadForms.titles.${lead.kind}` as 'LeadForms.titles.visit');
  return [words, `— ${kind} —`, ...rows].filter(Boolean).join('\n').slice(0, 4_000);
}

/** The salutation a visitor chose (`mr`, `ms`, `miss`) as the form words it in their language. */
export function salutationOf(locale: string, title: unknown): string | undefined {
  if (title !== 'mr' && title !== 'ms' && title !== 'miss') return undefined;
  return mailTranslator(locale)(`LeadForms.options.${title}`);
}
