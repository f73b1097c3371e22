import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/domain/property/money';
import type { VisitTotals as Totals } from '@/domain/stats/periods';
import type { AppLocale } from '@/i18n/routing';

/** Visits today, this week, this month and in total (specification section 3, owner statistics). */
export async function VisitTotals({ visits, locale }: { visits: Totals; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Portal' });
  const cells: [string, number][] = [
    [t('today'), visits.today],
    [t('week'), visits.week],
    [t('month'), visits.month],
    [t('total'), visits.total],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {cells.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-sand p-3">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="text-2xl font-semibold">{formatNumber(value, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
