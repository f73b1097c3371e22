import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/domain/format/dates';
import type { AppLocale } from '@/i18n/routing';
import type { ProjectBuilding, ProjectUnit } from '@/lib/projects/projects';

/** Constructions (buildings) of a project and the types on offer (specification section 2). */
export async function ProjectBuildings({
  buildings,
  units,
  locale,
}: {
  buildings: ProjectBuilding[];
  units: ProjectUnit[];
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'ProjectDetail' });
  const types = new Map<string, { total: number; available: number }>();
  for (const u of units) {
    const key = u.subtype || u.typeName;
    const entry = types.get(key) ?? { total: 0, available: 0 };
    entry.total += 1;
    if (!u.availability) entry.available += 1;
    types.set(key, entry);
  }
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="constructions" data-testid="constructions">
        <h2 id="constructions" className="mb-3 text-2xl font-semibold">
          {t('constructions')}
        </h2>
        {buildings.length ? (
          <ul className="space-y-3">
            {buildings.map((b) => (
              <li key={b.id} className="rounded-xl border border-line bg-white p-4">
                <p className="font-semibold">{b.name}</p>
                <p className="text-sm text-muted">
                  {[
                    b.floors ? t('floors', { count: b.floors }) : null,
                    b.unitIds.length ? t('unitsIn', { count: b.unitIds.length }) : null,
                    b.deliveryDate ? t('delivery', { date: formatDate(b.deliveryDate) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">{t('noConstructions')}</p>
        )}
      </section>
      {types.size > 0 && (
        <section aria-labelledby="types" data-testid="types">
          <h2 id="types" className="mb-3 text-2xl font-semibold">
            {t('types')}
          </h2>
          <ul className="space-y-2">
            {[...types].map(([type, n]) => (
              <li key={type} className="flex justify-between rounded-lg bg-sand px-4 py-2">
                <span>{t('typeCount', { type, count: n.available })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
