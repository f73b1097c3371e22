import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/env';
import { alternatesFor } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { applyPreview } from '@/lib/content/preview';
import { agencyText, siteSeo } from '@/lib/content/identity';
import { pick } from '@/domain/language/localized-text';
import { agencyStructuredData } from '@/lib/content/structured-data';
import { publicReads } from '@/lib/public-reads';
import { HomeHero } from '@/components/pages/home-hero';
import { ModuleList } from '@/components/modules/module-list';
import { JsonLd } from '@/components/seo/json-ld';
import { PageCss } from '@/components/pages/page-css';

type Props = { params: Promise<{ locale: string }> };

function homePage() {
  return content().pages.find((page) => page.route === '/' && page.status === 'Published');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as AppLocale;
  await applyPreview();
  const page = homePage();
  return {
    title: {
      absolute: pick(page?.params.seo.metaTitle, locale) || siteSeo(locale, await getTranslations({ locale })).title,
    },
    description: pick(page?.params.seo.description, locale) || pick(page?.params.description, locale) || undefined,
    alternates: alternatesFor(locale, '/'),
  };
}

/** The home page: the configured banner with the search box, then the home page's modules. */
export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await applyPreview();
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tRoot = await getTranslations({ locale });
  const { site } = content();
  const page = homePage();
  const modules = page?.params.modules ?? [];
  const data = await publicReads.modules(modules, locale);
  const tModules = await getTranslations({ locale, namespace: 'Modules' });
  const slides = site.banner.type === 'properties' ? await publicReads.bannerSlides(locale) : [];
  const valuationText = agencyText('valuationIntro', locale, tRoot);
  return (
    <PageCss page={page}>
      {agencyStructuredData(locale, env().SITE_URL).map((item, i) => (
        <JsonLd key={i} data={item} />
      ))}
      <HomeHero banner={site.banner} slides={slides} locale={locale} label={tModules('bannerLabel')} />
      <div className="container-page py-14">
        <ModuleList modules={modules} data={data} locale={locale} agency={site.agency} />
      </div>
      <section aria-labelledby="valuation" className="container-page pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand p-8 text-on-brand md:flex-row md:items-center md:justify-between md:p-12">
          <div>
            <h2 id="valuation" className="text-3xl font-semibold">
              {t('valuationTitle')}
            </h2>
            <p className="mt-2 max-w-2xl text-on-brand">{valuationText}</p>
          </div>
          <Link href="/valuation" className="btn bg-white text-brand hover:bg-sand">
            {t('valuationCta')}
          </Link>
        </div>
      </section>
    </PageCss>
  );
}
