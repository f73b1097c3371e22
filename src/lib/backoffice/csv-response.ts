import 'server-only';
import { toCsv } from '@/domain/format/csv';

type Cell = string | number | null | undefined;

/** A back-office export: rows as a CSV download named after its list and today, never cached. */
export function csvResponse(name: string, rows: readonly (readonly Cell[])[]): Response {
  return new Response(toCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
