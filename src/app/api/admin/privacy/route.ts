import { getDb } from '@/db/client';
import { exportJson, logExport, normalEmail, personData } from '@/lib/backoffice/gdpr';
import { staffForRoute } from '@/lib/staff/guard';

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** Everything held under one address as one JSON file (admins only; the export is logged). */
export async function GET(request: Request) {
  const staff = await staffForRoute('privacy');
  if (staff instanceof Response) return staff;
  const email = normalEmail(new URL(request.url).searchParams.get('email') ?? '');
  if (!email) return answer(400, 'A valid e-mail address is required.');
  const db = getDb();
  const data = await personData(db, email);
  await logExport(db, data, staff.email);
  return new Response(exportJson(data), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="personal-data-${new Date().toISOString().slice(0, 10)}.json"`,
      'cache-control': 'private, no-store',
    },
  });
}
