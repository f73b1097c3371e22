import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyDetail } from '@/lib/catalogue/property';
import { PhotoGallery } from '../gallery/photo-gallery';

/** The gallery with its translated labels and the status ribbons over the first photo. */
export async function PropertyGallery({
  property,
  locale,
}: {
  property: Pick<PropertyDetail, 'photos' | 'availability' | 'marquee'>;
  locale: AppLocale;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tp = await getTranslations({ locale, namespace: 'Property' });
  const tAvail = await getTranslations({ locale, namespace: 'Availability' });
  if (!property.photos.length) {
    return (
      <p
        className="flex aspect-[4/3] items-center justify-center rounded-xl bg-sand p-10 text-center text-muted sm:aspect-[16/7]"
        data-testid="no-photos"
      >
        {tp('noPhotos')}
      </p>
    );
  }
  const overlay =
    property.availability || property.marquee ? (
      <>
        {property.availability && (
          <span className="rounded bg-ink px-3 py-1.5 text-sm font-bold uppercase text-white">
            {tAvail(property.availability)}
          </span>
        )}
        {property.marquee && (
          <span className="rounded bg-accent-strong px-3 py-1.5 text-sm font-bold uppercase text-on-accent">
            {property.marquee}
          </span>
        )}
      </>
    ) : undefined;
  // The client fills the {number}, {total} and {current} placeholders.
  return (
    <section aria-label={tp('photos')}>
      <PhotoGallery
        photos={property.photos}
        overlay={overlay}
        sizes="(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw"
        labels={{
          open: t('openPhoto', { number: '{number}', total: '{total}' }),
          showAll: t('showAll', { total: '{total}' }),
          viewer: t('viewer'),
          close: t('close'),
          previous: t('previous'),
          next: t('next'),
          counter: t('counter', { current: '{current}', total: '{total}' }),
        }}
      />
    </section>
  );
}
