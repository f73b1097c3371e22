import { getTranslations } from 'next-intl/server';
import type { Region } from '@/domain/place/regions';
import type { AppLocale } from '@/i18n/routing';
import { DutiesEstimate } from './duties-estimate';

/** The duties and monthly-payment estimate with its labels in the page's language. */
export async function SaleEstimate({ locale, price, region }: { locale: AppLocale; price: number; region: Region }) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  return (
    <DutiesEstimate
      price={price}
      locale={locale}
      region={region}
      labels={{
        title: t('dutiesTitle'),
        intro: t('dutiesIntro'),
        price: t('dutiesPrice'),
        region: t('dutiesRegion'),
        regions: { flanders: t('regionFlanders'), wallonia: t('regionWallonia'), brussels: t('regionBrussels') },
        soleOwnHome: t('soleOwnHome'),
        duties: t('dutiesAmount', { rate: '{rate}' }),
        exempt: t('dutiesExempt'),
        loan: t('loanAmount'),
        rate: t('loanRate'),
        years: t('loanYears'),
        monthly: t('monthlyPayment'),
        invalid: t('dutiesInvalid'),
        yearsInvalid: t('yearsInvalid'),
        disclaimer: t('dutiesDisclaimer'),
        estimate: t('estimate'),
      }}
    />
  );
}
