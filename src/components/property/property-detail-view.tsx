import { getTranslations } from 'next-intl/server';
import { streetLine } from '@/domain/property/street-line';
import type { DetailGroupId } from '@/domain/property/detail-groups';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyCard } from '@/lib/catalogue/card';
import type { PropertyDetail } from '@/lib/catalogue/property';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { MediaSection } from '../media/media-section';
import { CallToAction, type Agency, type AskLinks } from './call-to-action';
import { DetailGroupsView } from './detail-groups-view';
import { DocumentsList } from './documents-list';
import { KeyFacts } from './key-facts';
import { LegalInfo } from './legal-info';
import type { ShownTiles } from '@/domain/map/site-tiles';
import { LocationSection } from './location-section';
import { PhoneActionBar } from './phone-action-bar';
import { PropertyDescription } from './property-description';
import { PropertyGallery } from './property-gallery';
import { RentalCosts } from './rental-costs';
import { SaleEstimate } from './sale-estimate';
import { SimilarProperties } from './similar-properties';
import './detail-print.css';

const LEGAL: DetailGroupId[] = ['energy', 'flood', 'planning', 'asbestos', 'certificates'];

type Props = {
  property: PropertyDetail;
  locale: AppLocale;
  trail: Crumb[];
  agency: Agency;
  similar: PropertyCard[];
  map: ShownTiles;
  projectName?: string;
  links: AskLinks & { documents: string };
  contactForm: React.ReactNode;
};

/** Everything a buyer or tenant needs to decide to call (issue 4), in reading order on a phone. */
export async function PropertyDetailView({
  property,
  locale,
  trail,
  agency,
  similar,
  map,
  projectName,
  links,
  contactForm,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tStatus = await getTranslations({ locale, namespace: 'PropertyDetail.statusNotice' });
  const street = streetLine(property.street, property.houseNumber, property.boxNr, t('boxWord'));
  const address = street ? `${street}, ${property.zip} ${property.city}` : `${property.zip} ${property.city}`;
  const groups = property.groups;
  // A rental's costs have their own block (rent and charges, due on signing): not twice.
  const rentCosts = new Set(
    property.goal === 1 && property.publishPrice ? ['chargesRenter', 'renterTotalCost', 'inventory', 'deposit'] : [],
  );
  const features = groups
    .filter((g) => !LEGAL.includes(g.id))
    .map((g) => (g.id === 'financial' ? { ...g, rows: g.rows.filter((r) => !rentCosts.has(r.key)) } : g))
    .filter((g) => g.rows.length > 0);
  const legal = groups.filter((g) => LEGAL.includes(g.id));
  const reference = property.recordFile ?? String(property.id);
  return (
    <div className="detail-page">
      <PageBanner locale={locale} title={property.title} intro={address} trail={trail} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
        <div className="min-w-0 space-y-8">
          {property.availability && (
            <div
              role="status"
              data-testid="status-notice"
              className="rounded-xl border-l-4 border-ink bg-sand px-5 py-4"
            >
              <p className="font-semibold">{tStatus(property.availability)}</p>
              {(property.availability === 'sold' || property.availability === 'rented') && (
                <p className="mt-1 text-sm text-muted">{t('statusMore')}</p>
              )}
            </div>
          )}
          <PropertyGallery property={property} locale={locale} />
          <KeyFacts property={property} locale={locale} />
          {/* On a phone the side column comes last: the agency's contact must not wait that long. */}
          <div className="lg:hidden print:hidden">
            <CallToAction locale={locale} agency={agency} reference={reference} title={property.title} links={links} />
          </div>
          {projectName && property.project && <p className="text-sm">{t('projectPart', { name: projectName })}</p>}
          <PropertyDescription locale={locale} text={property.description} textLocale={property.descriptionLocale} />
          {features.length > 0 && (
            <section aria-labelledby="features" className="space-y-4">
              <h2 id="features" className="text-2xl font-semibold">
                {t('detailsTitle')}
              </h2>
              <DetailGroupsView groups={features} locale={locale} />
            </section>
          )}
          <LegalInfo
            locale={locale}
            goal={property.goal}
            label={property.energy}
            energy={property.legal.energy}
            flood={property.legal.flood}
            planning={property.legal.planning}
            mentions={property.legalMentions}
            groups={legal}
          />
          {property.goal === 1 && property.amount !== null && property.publishPrice && (
            <RentalCosts
              locale={locale}
              rent={property.amount}
              charges={property.rentalCosts.charges}
              inventory={property.rentalCosts.inventory}
              deposit={property.rentalCosts.deposit}
            />
          )}
          {property.goal === 0 &&
            property.amount !== null &&
            property.publishPrice &&
            property.region &&
            !property.availability && <SaleEstimate locale={locale} price={property.amount} region={property.region} />}
          <MediaSection locale={locale} items={property.moving} title={property.title} />
          <LocationSection locale={locale} position={property.position} address={address} map={map} />
          <DocumentsList
            locale={locale}
            documents={property.documents}
            canRequest={property.hasPrivateDocuments || property.documents.length > 0}
            requestHref={links.documents}
          />
        </div>
        <aside className="hidden lg:sticky lg:top-28 lg:block lg:self-start print:block">
          <CallToAction locale={locale} agency={agency} reference={reference} title={property.title} links={links} />
        </aside>
      </div>
      <section
        id="contact"
        aria-labelledby="contact-title"
        className="bg-sand py-10 print:hidden"
        data-testid="contact-section"
      >
        <div className="container-page">
          <h2 id="contact-title" className="text-2xl font-semibold">
            {t('contactSection')}
          </h2>
          <p className="mt-2 text-muted">{t('ctaText', { reference })}</p>
          <div className="mt-6 max-w-3xl">{contactForm}</div>
        </div>
      </section>
      <div className="container-page py-10">
        <SimilarProperties cards={similar} locale={locale} title={t('similarTitle')} />
      </div>
      <PhoneActionBar locale={locale} phone={agency.phone} emailHref={links.info} visitHref={links.visit} />
    </div>
  );
}
