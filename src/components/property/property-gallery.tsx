import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyDetail } from '@/lib/catalogue/property';
import { PhotoGallery } from '../gallery/photo-gallery';
import { GALLERY_THUMBS } from '../gallery/gallery-thumbs';
import { Photo } from '../media/photo';

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
  const [first, ...rest] = property.photos;
  if (!first) {
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
        firstImage={
          <Photo
            src={first.src}
            alt={first.alt}
            fill
            priority
            fetchPriority="high"
            sizes="(min-width: 1280px) 820px, (min-width: 1024px) 62vw, 100vw"
            className="object-cover transition-transform duration-300 group-hover:scale-[1.01]"
          />
        }
        thumbImages={rest.slice(0, GALLERY_THUMBS).map((photo, i) => (
          <Photo
            key={`${photo.src}-${i + 1}`}
            src={photo.src}
            alt=""
            fill
            sizes="(min-width: 640px) 110px, 25vw"
            className="object-cover"
          />
        ))}
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
