import type { AppLocale } from '@/i18n/routing';
import { pick } from '@/domain/language/localized-text';
import { safeHtml } from '@/domain/content/sanitize';
import type { Site } from '@/domain/content/schema';
import type { PropertyCard } from '@/lib/catalogue/card';
import { HomeSearch } from '../search/home-search';
import { BannerMedia } from '../home/banner-media';

/** The home banner: its media (four types), the optional title and HTML description, the search box. */
export function HomeHero({
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
  const title = pick(banner.title, locale);
  const description = safeHtml(pick(banner.description, locale));
  return (
    // Below the header, the property slideshow's caption needs its own room on phones and tablets.
    // Content from the top, not the bottom: a page painted while its HTML still arrives (a slow
    // network, a busy server) then grows downwards as the search box comes, and the title above it
    // stays where it is (bottom-aligned, it moved up 300 px: layout shift 0.165 at 1280 px).
    <section
      className={`home-hero relative flex min-h-[34rem] items-start overflow-hidden bg-brand-dark pb-14 text-white md:min-h-[40rem] md:pb-16 ${banner.type === 'properties' ? 'pt-48 lg:pt-32' : 'pt-32'}`}
    >
      <BannerMedia banner={banner} slides={slides} locale={locale} label={label} />
      <div className="absolute inset-0 bg-gradient-to-t from-black/65 via-black/25 to-black/10" aria-hidden="true" />
      <div className="container-page relative space-y-6">
        {title && <h1 className="max-w-3xl text-balance text-4xl font-semibold drop-shadow md:text-6xl">{title}</h1>}
        {description && (
          <div
            className="max-w-2xl text-pretty text-lg text-white/95 md:text-xl"
            dangerouslySetInnerHTML={{ __html: description }}
          />
        )}
        <div className="max-w-3xl">
          <HomeSearch locale={locale} />
        </div>
      </div>
    </section>
  );
}
