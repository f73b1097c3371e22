import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/domain/property/money';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { ProjectUnit } from '@/lib/projects/projects';
import { PriceText } from '../property/price-text';

/** The project's price list: each unit with type, surface, bedrooms, price and status, linking to its page. */
export async function ProjectPriceList({
  units,
  locale,
  testId = 'price-list',
}: {
  units: ProjectUnit[];
  locale: AppLocale;
  testId?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'ProjectDetail' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  const td = await getTranslations({ locale, namespace: 'PropertyDetail' });
  if (!units.length) return <p className="text-muted">{t('noUnits')}</p>;
  const surface = (u: ProjectUnit) => {
    const v = u.livingSurface ?? u.groundSurface;
    return v ? td('unitArea', { value: formatNumber(v, locale, 2) }) : '–';
  };
  const status = (u: ProjectUnit) => (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${u.availability ? 'bg-ink text-white' : 'bg-brand-light text-brand'}`}
    >
      {u.availability ? tAvail(u.availability) : t('available')}
    </span>
  );
  return (
    <>
      <table className="hidden w-full border-collapse text-left text-sm md:table print:table" data-testid={testId}>
        <thead>
          <tr className="border-b-2 border-ink">
            <th scope="col" className="py-2 pr-4">
              {t('unit')}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t('type')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('surface')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('bedrooms')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('price')}
            </th>
            <th scope="col" className="py-2">
              {t('status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {units.map((u) => (
            <tr key={u.id} className="border-b border-line">
              <th scope="row" className="py-3 pr-4 font-semibold">
                <Link href={u.href} className="text-brand underline-offset-2 hover:underline">
                  {u.title}
                </Link>
              </th>
              <td className="py-3 pr-4">{u.subtype || u.typeName}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{surface(u)}</td>
              <td className="py-3 pr-4 text-right tabular-nums">{u.bedrooms || '–'}</td>
              <td className="whitespace-nowrap py-3 pr-4 text-right font-semibold tabular-nums">
                <PriceText price={u.price} locale={locale} />
              </td>
              <td className="whitespace-nowrap py-3">{status(u)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden print:hidden">
        {units.map((u) => (
          <li key={u.id} className="rounded-xl border border-line bg-white p-4">
            <div className="flex items-start justify-between gap-3">
              <Link href={u.href} className="font-semibold text-brand underline-offset-2 hover:underline">
                {u.title}
              </Link>
              {status(u)}
            </div>
            <p className="mt-1 text-sm text-muted">
              {[u.subtype || u.typeName, surface(u), u.bedrooms ? `${u.bedrooms} ${t('bedrooms').toLowerCase()}` : null]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="mt-1 font-semibold">
              <PriceText price={u.price} locale={locale} />
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
