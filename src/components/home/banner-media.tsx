import { Photo } from '@/components/media/photo';
import { preload } from 'react-dom';
import type { AppLocale } from '@/i18n/routing';
import type { PropertyCard } from '@/lib/catalogue/card';
import { pick } from '@/domain/language/localized-text';
import { photoFile, SHARE_WIDTH } from '@/domain/media/photo-file';
import type { Site } from '@/domain/content/schema';
import { Link } from '@/i18n/navigation';
import { PriceText } from '../property/price-text';
import { BannerVideo } from './banner-video';
import { FadeSlideshow } from './fade-slideshow';

/**
 * The background of the home banner in its four types (specification section 2): an image, a
 * gallery slideshow, a video, or a slideshow of properties. The first picture is the page's
 * largest paint: loaded with priority, the rest lazily.
 */
export async function BannerMedia({
  banner,
  slides,
  locale,
  label,
}: {
  banner: Site['banner'];
  slides: PropertyCard[];
  locale: AppLocale;
  label: string;
}) {
  const image = banner.image ?? banner.gallery[0];
  const picture = (url: string, alt: string, first: boolean) => (
    <Photo
      src={url}
      alt={alt}
      fill
      priority={first}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
      sizes="100vw"
      className="object-cover"
    />
  );
  if (banner.type === 'gallery' && banner.gallery.length > 1) {
    return (
      <FadeSlideshow label={label}>
        {banner.gallery.map((img, i) => picture(img.url, pick(img.alt, locale), i === 0))}
      </FadeSlideshow>
    );
  }
  if (banner.type === 'video' && banner.video) {
    const poster = image ? photoFile(image.url, SHARE_WIDTH) : undefined;
    // The poster is what the visitor sees first (and all they see with reduced motion): fetch it early.
    if (poster) preload(poster, { as: 'image', fetchPriority: 'high' });
    return <BannerVideo src={banner.video} poster={poster} />;
  }
  if (banner.type === 'properties' && slides.length > 0) {
    return (
      <FadeSlideshow label={label}>
        {slides.map((card, i) => (
          <div key={card.id} className="absolute inset-0">
            {card.photo && picture(card.photo.src, '', i === 0)}
            {/* Phones: a compact caption under the header (the search box fills the banner); wide screens: a card beside the search box. */}
            <Link
              href={card.href}
              className="absolute inset-x-4 top-[5.5rem] z-10 block rounded-xl bg-white/95 px-4 py-2.5 text-ink shadow-lg hover:bg-white lg:inset-x-auto lg:bottom-16 lg:right-8 lg:top-auto lg:w-80 lg:p-4"
            >
              <span className="flex items-baseline justify-between gap-3 text-sm text-muted">
                <span className="truncate">
                  {card.typeName} · {card.city}
                </span>
                <span className="shrink-0 font-semibold text-brand lg:hidden">
                  <PriceText price={card.price} locale={locale} />
                </span>
              </span>
              <strong className="block truncate font-semibold lg:line-clamp-2 lg:whitespace-normal">
                {card.title}
              </strong>
              <span className="mt-1 hidden font-semibold text-brand lg:block">
                <PriceText price={card.price} locale={locale} />
              </span>
            </Link>
          </div>
        ))}
      </FadeSlideshow>
    );
  }
  return image ? picture(image.url, pick(image.alt, locale), true) : null;
}
