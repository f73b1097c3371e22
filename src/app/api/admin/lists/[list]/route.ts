import { getDb } from '@/db/client';
import {
  demands,
  documentRequestList,
  LISTS,
  listFilterFrom,
  subscribers,
  type ListFilter,
  type ListName,
} from '@/lib/backoffice/lists';
import { csvResponse } from '@/lib/backoffice/csv-response';
import { staffForRoute } from '@/lib/staff/guard';

type Params = { params: Promise<{ list: string }> };

const iso = (d: Date | null) => d?.toISOString() ?? '';

/** One list's rows as CSV cells, a header first (up to 5.000 rows, newest first). */
type Row = (string | number | null | undefined)[];

async function cells(list: ListName, filter: ListFilter): Promise<Row[]> {
  const db = getDb();
  const all = { ...filter, limit: 5_000 };
  switch (list) {
    case 'subscribers':
      return [
        ['id', 'date', 'email', 'language', 'state', 'confirmed'],
        ...(await subscribers(db, all)).map((s) => [
          s.id,
          iso(s.createdAt),
          s.email,
          s.locale,
          s.state,
          iso(s.confirmedAt),
        ]),
      ];
    case 'demands':
      return [
        [
          'id',
          'date',
          'email',
          'language',
          'active',
          'goal',
          'places',
          'price_min',
          'price_max',
          'bedrooms_min',
          'types',
          'area',
          'alerts',
          'last_alert',
        ],
        ...(await demands(db, all)).map(({ criteria: c, ...d }) => [
          d.id,
          iso(d.createdAt),
          d.email,
          d.locale,
          d.active ? 'yes' : 'no',
          c.goal ?? '',
          (c.zoneList ?? []).join(' | '),
          c.priceMin ?? '',
          c.priceMax ?? c.budget ?? '',
          c.bedroomsMin ?? '',
          (c.types ?? []).join(' '),
          c.region?.length ? 'yes' : 'no',
          d.alerts,
          iso(d.lastAlert),
        ]),
      ];
    case 'documents':
      return [
        ['id', 'date', 'email', 'property', 'address', 'submission'],
        ...(await documentRequestList(db, all)).map((r) => [
          r.id,
          iso(r.createdAt),
          r.email,
          r.propertyId,
          r.address,
          r.submissionId ?? '',
        ]),
      ];
  }
}

/** A back-office list as CSV, with the page's filter (staff whose role opens the lists only). */
export async function GET(request: Request, { params }: Params) {
  const staff = await staffForRoute('lists');
  if (staff instanceof Response) return staff;
  const list = (await params).list as ListName;
  if (!LISTS.includes(list))
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  return csvResponse(list, await cells(list, listFilterFrom(Object.fromEntries(new URL(request.url).searchParams))));
}
