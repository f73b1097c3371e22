import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { spotlight } from '@/lib/catalogue/spotlight';
import { content } from '@/lib/content/load';
import { listProjects } from '@/lib/projects/projects';
import { HomeHero } from '@/components/pages/home-hero';
import { PropertyCard } from '@/components/property/property-card';
import { ProjectCard } from '@/components/project/project-card';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Home' });
  return { title: { absolute: t('metaTitle') }, alternates: alternatesFor(locale, '/') };
}

export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const [cards, projects] = await Promise.all([spotlight(locale), listProjects(locale)]);
  return (
    <>
      <HomeHero banner={content().site.banner} locale={locale} />
      <section aria-labelledby="spotlight" className="container-page py-14">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="spotlight" className="text-3xl font-semibold md:text-4xl">{t('spotlight')}</h2>
            <p className="mt-1 text-muted">{t('spotlightIntro')}</p>
          </div>
          <div className="flex gap-2">
            <Link href="/for-sale" className="btn btn-ghost text-sm">{t('allForSale')}</Link>
            <Link href="/for-rent" className="btn btn-ghost text-sm">{t('allForRent')}</Link>
          </div>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id}>
              <PropertyCard card={card} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
      {projects.length > 0 && (
        <section aria-labelledby="home-projects" className="bg-sand py-14">
          <div className="container-page">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
              <h2 id="home-projects" className="text-3xl font-semibold md:text-4xl">{t('projectsTitle')}</h2>
              <Link href="/projects" className="btn btn-ghost text-sm">{t('allProjects')}</Link>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.slice(0, 3).map((card) => (
                <li key={card.id}>
                  <ProjectCard card={card} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section aria-labelledby="valuation" className="container-page py-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand p-8 text-white md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="valuation" className="text-3xl font-semibold">{t('valuationTitle')}</h2>
            <p className="mt-2 max-w-2xl text-white/90">{t('valuationText')}</p>
          </div>
          <Link href="/valuation" className="btn bg-white text-brand hover:bg-sand">{t('valuationCta')}</Link>
        </div>
      </section>
    </>
  );
}
