import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { ProjectDetail } from '@/lib/projects/projects';

/** Price range, type and units still available: what a visitor scans first on a project. */
export async function ProjectFacts({ project, locale }: { project: ProjectDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProjectDetail' });
  const tp = await getTranslations({ locale, namespace: 'Projects' });
  const range = project.priceRange
    ? project.priceRange.max
      ? tp('priceRange', { min: project.priceRange.min, max: project.priceRange.max })
      : project.priceRange.min
    : null;
  return (
    <dl
      className="grid grid-cols-2 gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm"
      data-testid="project-facts"
    >
      {range && (
        <div className="col-span-2">
          <dt className="text-xs uppercase tracking-wide text-muted">{t('priceRange')}</dt>
          <dd className="text-2xl font-semibold text-brand">{range}</dd>
        </div>
      )}
      {project.typeName && (
        <div>
          <dt className="text-xs uppercase tracking-wide text-muted">{t('type')}</dt>
          <dd className="font-semibold">{project.typeName}</dd>
        </div>
      )}
      <div>
        <dt className="text-xs uppercase tracking-wide text-muted">{t('unitsAvailable')}</dt>
        <dd className="font-semibold">
          {project.unitsAvailable} / {project.units.length}
        </dd>
      </div>
    </dl>
  );
}
