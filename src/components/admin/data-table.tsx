import type { Key, ReactNode } from 'react';

/** A column: its heading (also each cell's label when the table stacks on a phone) and its cells' classes. */
type DataColumn = { label: string; className?: string };
type DataRow = { key: Key; cells: ReactNode[] };

/**
 * The back office's table of records (leads, lists, pages). A wide table scrolls sideways in its
 * box, which takes the focus so that it scrolls by keyboard too (WCAG 2.1.1), named by `label`;
 * on a phone the rows stack, each cell under its column's label (`stack-table`, globals.css).
 */
export function DataTable({
  label,
  columns,
  rows,
  text = 'sm',
  alignTop = true,
}: {
  label: string;
  columns: DataColumn[];
  rows: DataRow[];
  /** The table's text size: small, or the page's own. */
  text?: 'sm' | 'base';
  /** Cells start at the top of their row (rows of several lines). */
  alignTop?: boolean;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={`stack-table w-full text-left${text === 'sm' ? ' text-sm' : ''}`}>
        <thead className="bg-sand/60">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className="p-3">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={`border-t border-line${alignTop ? ' align-top' : ''}`}>
              {row.cells.map((cell, j) => (
                <td
                  key={j}
                  className={columns[j]?.className ? `p-3 ${columns[j].className}` : 'p-3'}
                  data-label={columns[j]?.label}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
