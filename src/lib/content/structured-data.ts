import { formatPhone } from '@/domain/format/phone';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { storedImage } from '@/domain/content/brand-schema';
import { content } from './load';

/** schema.org RealEstateAgent and WebSite (with its search action) for the home page. */
export function agencyStructuredData(locale: AppLocale, origin: string): object[] {
  const { agency, brand } = content().site;
  const logo = storedImage(brand.logo);
  const home = origin + getPathname({ locale, href: '/' });
  const search = origin + getPathname({ locale, href: '/for-sale' });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': `${origin}/#agency`,
      name: agency.name,
      legalName: agency.legalName,
      url: home,
      ...(logo && { logo: `${origin}${logo.url}` }),
      telephone: formatPhone(agency.phone),
      email: agency.email,
      vatID: agency.vat,
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${agency.street} ${agency.houseNumber}`,
        postalCode: agency.zip,
        addressLocality: agency.city,
        addressCountry: agency.country,
      },
      geo: { '@type': 'GeoCoordinates', latitude: agency.lat, longitude: agency.lng },
      openingHoursSpecification: agency.hours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
      sameAs: Object.values(agency.social),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: agency.name,
      url: home,
      inLanguage: locale,
      potentialAction: { '@type': 'SearchAction', target: `${search}?search={search_term_string}`, 'query-input': 'required name=search_term_string' },
    },
  ];
}
