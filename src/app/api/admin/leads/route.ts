import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { formatDateTime } from '@/domain/format/dates';
import { leadFilterFrom, leads } from '@/lib/backoffice/leads';
import { csvResponse } from '@/lib/backoffice/csv-response';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffForRoute } from '@/lib/staff/guard';

const COLUMNS = [
  'id',
  'date',
  'form',
  'language',
  'property',
  'project',
  'name',
  'email',
  'phone',
  'message',
  'mails',
] as const;

/**
 * The leads of the back office's filter as CSV for Excel in Belgium (issue 31): semicolons, the
 * staff member's language for the headers, the forms, languages and mail states, the time of
 * Brussels, the property by its public reference. Staff whose role opens the leads only; up to 5.000 rows, newest first.
 */
export async function GET(request: Request) {
  const staff = await staffForRoute('leads');
  if (staff instanceof Response) return staff;
  const t = await adminTexts(staff.locale);
  const forms = await getTranslations({ locale: staff.locale, namespace: 'LeadForms.titles' });
  const words = (key: string, fallback: string) => (t.has(key as never) ? t(key as never) : fallback);
  const filter = leadFilterFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await leads(getDb(), { ...filter, limit: 5_000 });
  return csvResponse('leads', [
    COLUMNS.map((c) => t(`csv.${c}`)),
    ...rows.map((l) => [
      l.id,
      formatDateTime(l.createdAt),
      forms.has(l.kind as 'contact') ? forms(l.kind as 'contact') : l.kind,
      words(`language_${l.locale}`, l.locale),
      l.reference,
      l.projectId,
      l.name,
      l.email,
      l.phone,
      l.message,
      l.mails
        .map((m) => `${words(`purpose_${m.purpose}`, m.purpose)}: ${words(`state_${m.state}`, m.state)}`)
        .join(', '),
    ]),
  ]);
}
