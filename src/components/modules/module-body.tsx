import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { Site, Module } from '@/domain/content/schema';
import type { ModuleData } from '@/lib/modules/module-data';
import { AgencyCard } from '../pages/agency-card';
import { ProjectCard } from '../project/project-card';
import { PropertyCard } from '../property/property-card';
import { LazyModuleSlider } from './module-slider-lazy';
import { TestimonialCard } from './testimonial-card';

const columns: Record<number, string> = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-5',
  6: 'sm:grid-cols-3 lg:grid-cols-6',
};

/** The items of a module, as a grid (single and card views) or a slider (slider view). */
export async function ModuleBody({
  module,
  data,
  locale,
  label,
  agency,
}: {
  module: Module;
  data: ModuleData;
  locale: AppLocale;
  label: string;
  agency: Site['agency'];
}) {
  const t = await getTranslations({ locale, namespace: 'Modules' });
  let items: React.ReactNode[] = [];
  switch (data.kind) {
    case 'properties':
      if (!data.cards.length) return <p className="text-muted">{t('noProperties')}</p>;
      items = data.cards.map((card) => <PropertyCard key={card.id} card={card} locale={locale} />);
      break;
    case 'projects':
      items = data.cards.map((card) => <ProjectCard key={card.id} card={card} locale={locale} />);
      break;
    case 'testimonials': {
      const href = (slug: string) =>
        getPathname({ locale, href: { pathname: '/testimonials/[slug]', params: { slug } } });
      items = data.items.map((item) => (
        <TestimonialCard
          key={item.slug}
          item={item}
          locale={locale}
          href={href(item.slug)}
          large={module.view === 'slider-view'}
        />
      ));
      break;
    }
    case 'category':
      items = data.items.map((item) => (
        <a
          key={item.href}
          href={item.href}
          className="block h-full rounded-xl border border-line bg-white p-5 hover:border-brand"
        >
          <span className="block text-lg font-semibold text-brand">{item.title}</span>
          {item.description && <span className="mt-1 block text-muted">{item.description}</span>}
        </a>
      ));
      break;
    case 'contact':
      return <AgencyCard agency={agency} locale={locale} />;
    default:
      return null;
  }
  const body =
    // Nothing to show (no published testimonial yet): no empty slider or grid (issue 44).
    items.length === 0 ? null : module.view === 'slider-view' ? (
      <LazyModuleSlider label={label} perView={data.kind === 'testimonials' ? 1 : module.numberItemOfRow}>
        {items}
      </LazyModuleSlider>
    ) : (
      <ul className={`grid gap-6 ${columns[module.view === 'single-view' ? 1 : module.numberItemOfRow] ?? columns[4]}`}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  if (data.kind !== 'testimonials') return body;
  // Where the reviews are, the way to add one (issue 31: the form was found only by guessing).
  return (
    <>
      {body}
      <p className="mt-6">
        <a href={getPathname({ locale, href: '/testimonial' })} className="btn btn-secondary">
          {t('shareExperience')}
        </a>
      </p>
    </>
  );
}
