import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale } from '@/i18n/routing';
import { publicReads } from '@/lib/public-reads';
import { agencyText } from '@/lib/content/identity';
import { appPageSeo } from '@/lib/content/page-seo';
import { PageBanner } from '@/components/layout/page-banner';
import { ProjectCard } from '@/components/project/project-card';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  const t = await getTranslations({ locale, namespace: 'Projects' });
  const seo = await appPageSeo('/projects', locale, {
    title: t('title'),
    description: agencyText('projectsIntro', locale, await getTranslations({ locale })),
  });
  return { ...seo, alternates: alternatesFor(locale, '/projects') };
}

export default async function ProjectsPage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Projects' });
  const cards = await publicReads.projects(locale);
  const intro = agencyText('projectsIntro', locale, await getTranslations({ locale }));
  return (
    <>
      <PageBanner locale={locale} title={t('title')} intro={intro} trail={[{ label: t('title') }]} />
      <div className="container-page py-8">
        {cards.length === 0 ? (
          <p className="rounded-xl border border-line bg-white p-8 text-center text-lg">{t('noProjects')}</p>
        ) : (
          <section aria-labelledby="projects-title">
            <h2 id="projects-title" className="sr-only">
              {t('listHeading')}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {cards.map((card, index) => (
                <li key={card.id}>
                  <ProjectCard card={card} locale={locale} eager={index < 3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
