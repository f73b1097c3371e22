import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { ProjectDetail } from '@/lib/projects/projects';
import { PageBanner, type Crumb } from '../layout/page-banner';
import { PropertyCard } from '../property/property-card';

/** A project: photo, description, units (its price list), technical information and situation. */
export async function ProjectDetailView({ project, locale, trail }: { project: ProjectDetail; locale: AppLocale; trail: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'Property' });
  const tShell = await getTranslations({ locale, namespace: 'Shell' });
  const first = project.photos[0];
  return (
    <>
      <PageBanner locale={locale} title={project.title} intro={`${project.zip} ${project.city}`} trail={trail} />
      <div className="container-page space-y-10 py-8">
        <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
          {first ? (
            <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-sand">
              <Image src={first.src} alt={first.alt} fill priority sizes="(min-width: 1280px) 740px, 100vw" className="object-cover" />
            </div>
          ) : (
            <p className="rounded-xl bg-sand p-10 text-center text-muted">{t('noPhotos')}</p>
          )}
          <section aria-labelledby="project-description">
            <h2 id="project-description" className="mb-3 text-2xl font-semibold">{t('description')}</h2>
            {project.descriptionLocale && (
              <p className="mb-3 rounded bg-brand-light px-3 py-2 text-sm">
                {t('descriptionFallback', { language: tShell(`languages.${project.descriptionLocale as 'nl'}`) })}
              </p>
            )}
            <p className="whitespace-pre-line text-lg leading-relaxed">{project.description}</p>
            {project.technical && <p className="mt-4 whitespace-pre-line text-muted">{project.technical}</p>}
            {project.situation && <p className="mt-4 whitespace-pre-line text-muted">{project.situation}</p>}
          </section>
        </div>
        <section aria-labelledby="units">
          <h2 id="units" className="mb-4 text-2xl font-semibold">{t('unitsTitle')}</h2>
          {project.units.length === 0 ? (
            <p className="text-muted">{t('noConstructions')}</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {project.units.map((unit) => (
                <li key={unit.id}>
                  <PropertyCard card={unit} locale={locale} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
