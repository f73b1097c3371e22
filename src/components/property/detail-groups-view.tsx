import { getTranslations } from 'next-intl/server';
import type { DetailGroup } from '@/domain/property/detail-groups';
import type { AppLocale } from '@/i18n/routing';
import { detailValueFormatter } from './detail-value';

type Loose = (key: string) => string;

/** Detail groups as labelled lists, two columns on wide screens; each group a small card. */
export async function DetailGroupsView({
  groups,
  locale,
  plain = false,
}: {
  groups: DetailGroup[];
  locale: AppLocale;
  plain?: boolean;
}) {
  const fields = (await getTranslations({ locale, namespace: 'PropertyFields' })) as unknown as Loose;
  const format = await detailValueFormatter(locale);
  if (plain) {
    // Inside a titled block (legal information): the rows only, in two columns on wide screens.
    return (
      <dl className="grid gap-x-8 text-sm md:grid-cols-2 print:grid-cols-2">
        {groups.flatMap((group) =>
          group.rows.map((row) => (
            <div
              key={`${group.id}-${row.key}`}
              data-field={row.key}
              className="flex justify-between gap-4 border-b border-line py-1.5"
            >
              <dt className="text-muted">{fields(`labels.${row.key}`)}</dt>
              <dd className="text-right font-medium">{format(row)}</dd>
            </div>
          )),
        )}
      </dl>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2">
      {groups.map((group) => (
        <section
          key={group.id}
          aria-labelledby={`group-${group.id}`}
          data-group={group.id}
          className="break-inside-avoid rounded-xl border border-line bg-white p-5 print:border-0 print:p-0"
        >
          <h3
            id={`group-${group.id}`}
            className="mb-2 font-sans text-base font-semibold uppercase tracking-wide text-brand"
          >
            {fields(`groups.${group.id}`)}
          </h3>
          <dl className="divide-y divide-line text-sm">
            {group.rows.map((row) => (
              <div key={row.key} data-field={row.key} className="flex justify-between gap-4 py-1.5">
                <dt className="text-muted">{fields(`labels.${row.key}`)}</dt>
                <dd className="text-right font-medium">{format(row)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
