import { getTranslations } from 'next-intl/server';
import { formatPrice } from '@/domain/property/money';
import { amountDueOnSigning } from '@/domain/property/rental-costs';
import type { AppLocale } from '@/i18n/routing';

/**
 * Rent and common charges, and what is due when the lease is signed (specification section 5), as
 * the agency's software gives them: a figure it does not give is not shown, never made up
 * (decision 028).
 */
export async function RentalCosts({
  locale,
  rent,
  charges,
  inventory,
  deposit,
}: {
  locale: AppLocale;
  rent: number;
  charges: number | null;
  inventory: number | null;
  deposit: number | null;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tPrice = await getTranslations({ locale, namespace: 'Price' });
  const due = amountDueOnSigning({
    monthlyRent: rent,
    monthlyCharges: charges,
    inventoryCostShare: inventory,
    deposit,
  });
  const line = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1.5 ${strong ? 'border-t-2 border-ink font-semibold' : ''}`}>
      <dt className={strong ? '' : 'text-muted'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section
      aria-labelledby="rent-costs"
      data-testid="rental-costs"
      className="rounded-2xl border border-line bg-white p-5 md:p-7 print:border-0 print:p-0"
    >
      <h2 id="rent-costs" className="text-2xl font-semibold">
        {t('rentTitle')}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        {line(t('rentMonthly'), tPrice('perMonth', { price: formatPrice(rent, locale) }))}
        {due.charges !== null &&
          line(
            t('chargesMonthly'),
            due.charges ? tPrice('perMonth', { price: formatPrice(due.charges, locale) }) : t('chargesNone'),
          )}
      </dl>
      <h3 className="mt-5 font-sans text-base font-semibold">{t('dueOnSigning')}</h3>
      <dl className="mt-1 divide-y divide-line text-sm">
        {line(t('firstMonth'), formatPrice(due.firstMonth, locale))}
        {due.charges ? line(t('firstCharges'), formatPrice(due.charges, locale)) : null}
        {due.inventory ? line(t('inventoryShare'), formatPrice(due.inventory, locale)) : null}
        {due.deposit !== null && line(t('deposit'), formatPrice(due.deposit, locale))}
        {due.total !== null && line(t('total'), formatPrice(due.total, locale), true)}
      </dl>
      {due.deposit === null && (
        <p className="mt-2 text-sm text-muted" data-testid="deposit-missing">
          {t('depositMissing')}
        </p>
      )}
    </section>
  );
}
