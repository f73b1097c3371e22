import type { ReactNode } from 'react';

/**
 * A titled table of the portal (communications, online publication), or a line saying there is
 * nothing yet. Rows arrive as cells already formatted in the page's language.
 */
export function PortalTable({
  id,
  title,
  empty,
  headings,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  headings: string[];
  rows: ReactNode[][];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        // On a phone the table scrolls sideways: the box takes the focus so that it scrolls by
        // keyboard too (WCAG 2.1.1), named by the section's title.
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={id}>
          <table className="w-full rounded-xl border border-line bg-white text-left text-sm">
            <thead className="bg-sand">
              <tr>
                {headings.map((h) => (
                  <th key={h} scope="col" className="p-3">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, i) => (
                <tr key={i} className="border-t border-line align-top">
                  {cells.map((cell, j) => (
                    <td key={j} className="p-3">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
