import type { MenuItem } from '@/lib/content/menu';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from './icons';
import { MenuLink } from './menu-link';
import { LocaleSwitcher } from './locale-switcher';

type Labels = { open: string; close: string; nav: string; newTab: string; menu: string };

/**
 * The menu below 1280 px: a sheet over the whole screen, opened and closed by one button that
 * stays at the top right above it (✕ while open), so it works without JavaScript; the page behind
 * does not scroll (globals.css). With JavaScript, DisclosureCloser (rendered by the desktop menu,
 * present on every page) closes it on Escape and keeps the focus inside while it is open.
 */
export function MobileMenu({
  items,
  switcher,
  labels,
}: {
  items: MenuItem[];
  switcher: { locales: AppLocale[]; paths: Record<string, string>[] };
  labels: Labels;
}) {
  return (
    <details className="group nav:hidden" data-disclosure data-sheet>
      <summary
        className="btn btn-ghost cursor-pointer list-none px-3 group-open:fixed group-open:right-4 group-open:top-2 group-open:z-[1260] group-open:bg-white group-open:text-ink [&::-webkit-details-marker]:hidden"
        aria-label={labels.menu}
      >
        <Icon name="menu" className="h-6 w-6 group-open:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-open:block" />
        <span className="hidden text-sm sm:inline">{labels.menu}</span>
      </summary>
      <div className="fixed inset-0 z-[1250] overflow-y-auto overscroll-contain bg-white">
        <p
          className="container-page flex h-16 items-center border-b border-line text-lg font-semibold"
          aria-hidden="true"
        >
          {labels.menu}
        </p>
        <nav aria-label={labels.nav} className="container-page py-4">
          <ul className="divide-y divide-line">
            {items.map((item) => (
              <li key={item.id} className="py-1">
                <MenuLink
                  item={item}
                  newTab={labels.newTab}
                  className="flex min-h-12 items-center gap-1 text-lg font-medium"
                />
                {item.children.length > 0 && (
                  <ul className="mb-2 ml-4 border-l border-line pl-4">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink
                          item={child}
                          newTab={labels.newTab}
                          className="flex min-h-11 items-center gap-1 text-muted"
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <LocaleSwitcher {...switcher} className="mt-4 border-t border-line pt-4 text-ink" inMenu />
        </nav>
      </div>
    </details>
  );
}
