import type { AppLocale } from '@/i18n/routing';
import { Photo } from '@/components/media/photo';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { ProjectCard as Card } from '@/lib/projects/projects';

/** A new-build project: photo, name, city, price range ("€ 397.000" when min equals max), units available. */
export async function ProjectCard({ card, locale, eager = false }: { card: Card; locale: AppLocale; eager?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'Projects' });
  const tCard = await getTranslations({ locale, namespace: 'PropertyCard' });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm hover:shadow-md">
      <div className="relative aspect-[4/3] bg-sand">
        {card.photo ? (
          <Photo
            src={card.photo.src}
            alt=""
            fill
            sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
            loading={eager ? 'eager' : 'lazy'}
            className="object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-muted">{tCard('noPhoto')}</div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-muted">
          {card.zip} {card.city}
        </p>
        <h3 className="font-sans text-lg font-semibold">
          <Link href={card.href} className="after:absolute after:inset-0">
            {card.title}
          </Link>
        </h3>
        {card.priceRange && (
          <p className="text-xl font-semibold text-brand">
            {card.priceRange.max
              ? t('priceRange', { min: card.priceRange.min, max: card.priceRange.max })
              : card.priceRange.min}
          </p>
        )}
        <p className="mt-auto pt-2 text-sm text-muted">{t('units', { count: card.unitsAvailable })}</p>
      </div>
    </article>
  );
}
