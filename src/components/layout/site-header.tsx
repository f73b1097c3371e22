import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { storedImage } from '@/domain/content/brand-schema';
import { content } from '@/lib/content/load';
import { menuFor } from '@/lib/content/menu';
import { splitOverflow } from '@/domain/content/menu-order';
import { FavouritesCount } from '../favourites/favourites-count';
import { Icon } from './icons';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import { switcherProps } from './switcher-paths';

/**
 * Logo, menu and the valuation call to action. Below 1280 px the menu collapses behind a menu
 * button (issue 2); the fixed-after-30-px state is CSS driven by scroll-watcher.tsx.
 */
export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const { site } = content();
  const logo = storedImage(site.brand.logo);
  const t = await getTranslations({ locale, namespace: 'Shell' });
  const tFav = await getTranslations({ locale, namespace: 'Favourites' });
  const items = menuFor(locale, 'main');
  const { shown: visible, more: overflow } = splitOverflow(items, site.menu.maxItems);
  return (
    <div className="header-slot">
      <header className="site-header z-[1200] w-full bg-white/95">
        <div className="container-page flex h-20 items-center justify-between gap-6">
          <Link
            href="/"
            className="logo-link shrink-0 rounded-xl"
            aria-label={t('homeLink', { name: site.agency.name })}
          >
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- the stored logo as uploaded (SVG or its own small raster)
              <img
                src={logo.url}
                alt=""
                width={logo.width}
                height={logo.height}
                className="logo h-12 w-auto max-w-[min(16rem,50vw)] object-contain object-left"
              />
            ) : (
              <span className="logo-text block max-w-[min(16rem,50vw)] truncate font-display text-2xl font-semibold text-ink">
                {site.agency.name}
              </span>
            )}
          </Link>
          <MainMenu
            items={visible}
            overflow={overflow}
            moreLabel={t('more')}
            label={t('mainNav')}
            newTab={t('newTab')}
          />
          <div className="flex items-center gap-3">
            <Link
              href="/favourites"
              className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-accent-strong hover:bg-sand"
              data-testid="favourites-link"
            >
              <Icon name="heart" className="h-6 w-6" />
              <span className="sr-only">{tFav('headerLink')}</span>
              <FavouritesCount label={tFav('saved')} />
            </Link>
            <Link href="/valuation" className="btn btn-primary hidden text-sm sm:inline-flex">
              {t('valuationCta')}
            </Link>
            <MobileMenu
              items={items}
              switcher={switcherProps()}
              labels={{
                open: t('openMenu'),
                close: t('closeMenu'),
                nav: t('mainNav'),
                newTab: t('newTab'),
                menu: t('menu'),
              }}
            />
          </div>
        </div>
      </header>
    </div>
  );
}
