import type { AppLocale } from '@/i18n/routing';
import { getTranslations } from 'next-intl/server';
import type { PriceDisplay } from '@/domain/property/money';

/** A price as docs/product-decisions.md#money writes it: on request, "from", per month. */
export async function PriceText({ price, locale }: { price: PriceDisplay; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Price' });
  if (price.kind === 'on-request') return <>{t('onRequest')}</>;
  let text = price.text;
  if (price.perMonth) text = t('perMonth', { price: text });
  if (price.startingFrom) text = t('startingFrom', { price: text });
  // A rental's common charges beside its rent, in every list and card (Flemish and Walloon rent decrees).
  if (price.charges !== undefined)
    text = price.charges ? t('withCharges', { price: text, charges: price.charges }) : t('noCharges', { price: text });
  return <>{text}</>;
}
