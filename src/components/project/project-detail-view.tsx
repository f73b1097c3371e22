import { getTranslations } from 'next-intl/server';
import { formatPhone, telHref } from '@/domain/format/phone';
import { priceListSections } from '@/domain/property/project-units';
import { Icon } from '../layout/icons';
import type { AppLocale } from '@/i18n/routing';
import type { ProjectDetail } from '@/lib/projects/projects';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { getPathname } from '@/i18n/navigation';
import { CallToAction, type Agency } from '../property/call-to-action';
import { DocumentsList } from '../property/documents-list';
import type { ShownTiles } from '@/domain/map/site-tiles';
import { LocationSection } from '../property/location-section';
import { PropertyDescription } from '../property/property-description';
import { PropertyGallery } from '../property/property-gallery';
import { ProjectBuildings } from './project-buildings';
import { ProjectFacts } from './project-facts';
import { ProjectPriceList } from './project-price-list';
import '../property/detail-print.css';

type Props = { project: ProjectDetail; locale: AppLocale; trail: Crumb[]; agency: Agency; map: ShownTiles };

/** A new-build project: photos, description, price list, constructions, types, documents, technical information and situation. */
export async function ProjectDetailView({ project, locale, trail, agency, map }: Props) {
  const t = await getTranslations({ locale, namespace: 'ProjectDetail' });
  const street = [project.street, project.houseNumber].filter(Boolean).join(' ');
  const address = street ? `${street}, ${project.zip} ${project.city}` : `${project.zip} ${project.city}`;
  const soldOut = project.units.length > 0 && project.units.every((u) => u.availability);
  const prices = priceListSections(project.units, project.goal);
  const facts = <ProjectFacts project={project} locale={locale} />;
  return (
    <div className="detail-page">
      <PageBanner locale={locale} title={project.title} intro={address} trail={trail} />
      <div className="container-page grid gap-8 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
        <div className="min-w-0 space-y-10">
          <PropertyGallery
            property={{ photos: project.photos, availability: soldOut ? 'sold-out' : null, marquee: null }}
            locale={locale}
          />
          {/* On a phone the side column comes last: prices and the agency's contact come first. */}
          <div className="space-y-6 lg:hidden print:hidden">
            {facts}
            <CallToAction locale={locale} agency={agency} reference={project.name} title={project.title} project />
          </div>
          <PropertyDescription locale={locale} text={project.description} textLocale={project.descriptionLocale} />
          <section aria-labelledby="price-list-title" id="price-list">
            <h2 id="price-list-title" className="mb-4 text-2xl font-semibold">
              {t('priceList')}
            </h2>
            <ProjectPriceList units={prices.main} locale={locale} />
          </section>
          {prices.other.length > 0 && (
            // A sale project's rented parking spaces: apart, so sale prices and rents never mix.
            <section aria-labelledby="price-list-other-title" id="price-list-other">
              <h2 id="price-list-other-title" className="mb-4 text-2xl font-semibold">
                {prices.otherGoal === 1 ? t('otherRent') : t('otherSale')}
              </h2>
              <ProjectPriceList units={prices.other} locale={locale} testId="price-list-other" />
            </section>
          )}
          <ProjectBuildings buildings={project.buildings} units={project.units} locale={locale} />
          {project.technical && (
            <section aria-labelledby="technical">
              <h2 id="technical" className="mb-3 text-2xl font-semibold">
                {t('technical')}
              </h2>
              <p className="max-w-prose whitespace-pre-line leading-relaxed">{project.technical}</p>
            </section>
          )}
          {project.situation && (
            <section aria-labelledby="situation">
              <h2 id="situation" className="mb-3 text-2xl font-semibold">
                {t('situation')}
              </h2>
              <p className="max-w-prose whitespace-pre-line leading-relaxed">{project.situation}</p>
            </section>
          )}
          <LocationSection
            locale={locale}
            position={project.position}
            address={address}
            map={map}
            headingId="project-location"
          />
          <DocumentsList
            locale={locale}
            documents={project.documents}
            canRequest={project.hasPrivateDocuments || project.documents.length > 0}
            requestHref={getPathname({ locale, href: '/contact' })}
          />
        </div>
        <aside className="hidden space-y-6 lg:sticky lg:top-28 lg:block lg:self-start print:block">
          {facts}
          <CallToAction locale={locale} agency={agency} reference={project.name} title={project.title} project />
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
            {t('contactTitle', { title: project.name })}
          </h2>
          <p className="mt-2 max-w-prose text-muted">{t('contactText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a className="btn btn-primary" href={telHref(agency.phone)}>
              <Icon name="phone" className="h-4 w-4" /> {formatPhone(agency.phone)}
            </a>
            <a
              className="btn btn-ghost break-all bg-white"
              href={`mailto:${agency.email}?subject=${encodeURIComponent(`${project.name} – ${project.title}`)}`}
            >
              <Icon name="mail" className="h-4 w-4" /> {agency.email}
            </a>
            <a className="btn btn-ghost bg-white" href={getPathname({ locale, href: '/contact' })}>
              {t('contactForm')} →
            </a>
          </div>
        </div>
      </section>
    </div>
  );
}
