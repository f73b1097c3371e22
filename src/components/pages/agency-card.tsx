import { getTranslations } from 'next-intl/server';
import { formatPhone, telHref } from '@/domain/format/phone';
import type { AppLocale } from '@/i18n/routing';
import { pick } from '@/domain/language/localized-text';
import type { Site } from '@/domain/content/schema';

/** The agency's contact details: address, phone, e-mail, opening hours and a route link. */
export async function AgencyCard({ agency, locale }: { agency: Site['agency']; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const route = `https://www.openstreetmap.org/?mlat=${agency.lat}&mlon=${agency.lng}#map=17/${agency.lat}/${agency.lng}`;
  return (
    <div className="rounded-xl border border-line bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold">{t('office')}</h2>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm text-muted">{agency.name}</dt>
          <dd>
            <address className="not-italic">
              {agency.street} {agency.houseNumber}
              <br />
              {agency.zip} {agency.city}
            </address>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('phone')}</dt>
          <dd>
            <a className="font-medium text-brand underline" href={telHref(agency.phone)}>
              {formatPhone(agency.phone)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('email')}</dt>
          <dd>
            <a className="font-medium text-brand underline" href={`mailto:${agency.email}`}>
              {agency.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('hours')}</dt>
          <dd>{pick(agency.openingHours, locale)}</dd>
        </div>
      </dl>
      <a className="btn btn-ghost mt-5" href={route} rel="noopener noreferrer" target="_blank">
        {t('route')}
      </a>
    </div>
  );
}
