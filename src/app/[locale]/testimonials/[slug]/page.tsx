import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { excerpt } from '@/domain/property/text';
import { alternatesFor } from '@/i18n/metadata';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { pick } from '@/domain/language/localized-text';
import { contentPath } from '@/lib/content/paths';
import { getTestimonial } from '@/lib/testimonials/testimonials';
import { PageBanner } from '@/components/layout/page-banner';
import { TestimonialCard } from '@/components/modules/testimonial-card';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const item = await getTestimonial(slug);
  if (!item) return {};
  const t = await getTranslations({ locale: locale as AppLocale, namespace: 'Testimonials' });
  return {
    title: t('by', { name: item.name }),
    description: excerpt(item.comment, 160),
    alternates: alternatesFor(locale as AppLocale, { pathname: '/testimonials/[slug]', params: { slug } }),
  };
}

/** One testimonial at /{locale}/testimonials/{name-slug}/ (specification section 2). */
export default async function TestimonialPage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = raw as AppLocale;
  setRequestLocale(locale);
  const item = await getTestimonial(slug);
  if (!item) notFound();
  const t = await getTranslations({ locale, namespace: 'Testimonials' });
  const { pages } = content();
  const reviews = pages.find((p) => p.name === 'reviews');
  const reviewsPath = reviews ? contentPath(pages, reviews, locale) : null;
  const trail = [
    ...(reviews && reviewsPath
      ? [{ label: pick(reviews.params.title, locale), href: `/${locale}${reviewsPath}/` }]
      : []),
    { label: item.name },
  ];
  return (
    <>
      <PageBanner locale={locale} title={t('by', { name: item.name })} trail={trail} />
      <div className="container-page max-w-3xl space-y-6 py-10">
        <TestimonialCard item={item} locale={locale} large />
        {reviewsPath && (
          <a href={`/${locale}${reviewsPath}/`} className="btn btn-ghost">
            {t('back')}
          </a>
        )}
      </div>
    </>
  );
}
