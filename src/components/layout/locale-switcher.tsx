'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, routeOf } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { useTexts, useTextsLocale } from '../i18n/client-texts';

/**
 * Links to the same page in the other languages the site shows (docs/product-decisions.md#addresses):
 * a property to the same property, a content page through the agency's path map. Plain links, so it
 * works without JavaScript.
 */
export function LocaleSwitcher({
  locales,
  paths,
  className = '',
  inMenu = false,
}: {
  locales: AppLocale[];
  paths: Record<string, string>[];
  className?: string;
  inMenu?: boolean;
}) {
  const t = useTexts('Shell');
  const locale = useTextsLocale() as AppLocale;
  // The address as the browser shows it, without its language and trailing slash.
  const path = usePathname()
    .slice(locale.length + 1)
    .replace(/\/$/, '');

  const hrefFor = (target: AppLocale): string => {
    const content = paths.find((entry) => entry[locale] === path);
    if (content?.[target]) return `/${target}${content[target]}/`;
    const route = routeOf(locale, path);
    return route ? localizedPath(target, route.pathname, route.params) : `/${target}/`;
  };

  // Inside the open menu (a navigation already) a named group: the top bar's list is the
  // language landmark, and two landmarks of one name cannot be told apart.
  const Wrapper = inMenu ? 'div' : 'nav';
  return (
    <Wrapper aria-label={t('languageLabel')} className={className} role={inMenu ? 'group' : undefined}>
      <ul className="flex items-center gap-1">
        {locales.map((target) => (
          <li key={target}>
            {target === locale ? (
              <span
                aria-current="true"
                className="inline-flex min-h-8 min-w-8 items-center justify-center rounded px-2 font-semibold uppercase underline decoration-2 underline-offset-4"
              >
                <span aria-hidden="true">{target}</span>
                <span className="sr-only">{t(`languages.${target}`)}</span>
              </span>
            ) : (
              <a
                href={hrefFor(target)}
                hrefLang={target}
                lang={target}
                className="inline-flex min-h-8 min-w-8 items-center justify-center rounded px-2 uppercase hover:bg-white/10"
              >
                <span aria-hidden="true">{target}</span>
                <span className="sr-only">{t(`languages.${target}`)}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
