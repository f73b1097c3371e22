import { getTranslations } from 'next-intl/server';
import type { DetailGroup } from '@/domain/detail-groups';
import type { AppLocale } from '@/i18n/routing';
import { detailValueFormatter } from './detail-value';

type Loose = (key: string) => string;

/** Detail groups as labelled lists, two columns on wide screens; each group a small card. */
export async function DetailGroupsView({ groups, locale, headingLevel = 3 }: { groups: DetailGroup[]; locale: AppLocale; headingLevel?: 2 | 3 }) {
  const fields = (await getTranslations({ locale, namespace: 'PropertyFields' })) as unknown as Loose;
  const format = await detailValueFormatter(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} data-group={group.id} className="break-inside-avoid rounded-xl border border-line bg-white p-5 print:border-0 print:p-0">
          <Heading id={`group-${group.id}`} className="mb-2 font-sans text-base font-semibold uppercase tracking-wide text-brand">
            {fields(`groups.${group.id}`)}
          </Heading>
          <dl className="divide-y divide-line text-sm">
            {group.rows.map((row) => (
              <div key={row.key} className="flex justify-between gap-4 py-1.5">
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
