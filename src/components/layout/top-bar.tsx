import { getTranslations } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { content } from '@/lib/content/load';
import { topBarLink } from '@/domain/content/top-bar-link';
import { Icon } from './icons';
import { LocaleSwitcher } from './locale-switcher';
import { switcherProps } from './switcher-paths';

/** The strip above the header: the agency's top-bar links (shown when status is true) and the languages. */
export async function TopBar({ locale }: { locale: AppLocale }) {
  const { site } = content();
  const t = await getTranslations({ locale, namespace: 'Shell' });
  if (!site.topBar.show) return null;
  const links = site.topBar.links.filter((link) => link.status);
  const bare = (path: string) => path.replace(/\/+$/, '');
  const loginPath = bare(getPathname({ locale, href: '/login' }));
  return (
    <div className="bg-brand-dark text-sm text-on-brand">
      <div className="container-page flex min-h-10 items-center justify-between gap-4">
        {/* A landmark of its own, like the languages beside it: no content of the page outside one. */}
        <nav aria-label={t('topBarLabel')}>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 py-1">
            {links.map((link, index) => {
              // A phone link reads and dials like every other number; an empty one is the agency's.
              const { href, label } = topBarLink(link, locale, site.agency.phone);
              // The owners' login link: for an owner logged in on this browser (html[data-owner],
              // set by the head script), the portal instead (globals.css), on the same cached page.
              const login = bare(href) === loginPath;
              return (
                <li key={index} className={link.icon === 'mail' ? 'hidden sm:block' : undefined}>
                  <a
                    href={href}
                    className="inline-flex min-h-6 items-center gap-1.5 hover:underline"
                    style={link.color ? { color: link.color } : undefined}
                    data-owner-out={login ? '' : undefined}
                  >
                    <Icon name={link.icon} className="h-4 w-4 opacity-80" />
                    {label}
                  </a>
                  {login && (
                    <a
                      href={getPathname({ locale, href: '/portal' })}
                      className="inline-flex min-h-6 items-center gap-1.5 hover:underline"
                      data-owner-in=""
                    >
                      <Icon name={link.icon} className="h-4 w-4 opacity-80" />
                      {t('ownerPortal')}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <LocaleSwitcher {...switcherProps()} />
      </div>
    </div>
  );
}
