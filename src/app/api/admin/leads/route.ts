import { getDb } from '@/db/client';
import { leadFilterFrom, leads } from '@/lib/backoffice/leads';
import { csvResponse } from '@/lib/backoffice/csv-response';
import { currentStaff } from '@/lib/staff/session';

/** The leads of the back office's filter as CSV (staff only; up to 5.000 rows, newest first). */
export async function GET(request: Request) {
  if (!(await currentStaff()))
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  const filter = leadFilterFrom(Object.fromEntries(new URL(request.url).searchParams));
  const rows = await leads(getDb(), { ...filter, limit: 5_000 });
  return csvResponse('leads', [
    ['id', 'date', 'form', 'language', 'property', 'project', 'name', 'email', 'phone', 'message', 'mails'],
    ...rows.map((l) => [
      l.id,
      l.createdAt.toISOString(),
      l.kind,
      l.locale,
      l.propertyId,
      l.projectId,
      l.name,
      l.email,
      l.phone,
      l.message,
      l.mails.map((m) => `${m.purpose}:${m.state}`).join(' '),
    ]),
  ]);
}
