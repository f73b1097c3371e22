import type { AppLocale } from '@/i18n/routing';
import { shownLocales } from '@/lib/content/languages';
import { contentPathMap } from '@/lib/content/paths';

/** What the client-side language switcher needs: the languages the site shows, the content pages' path map. */
export function switcherProps(): { locales: AppLocale[]; paths: Record<string, string>[] } {
  const locales = shownLocales();
  return { locales, paths: contentPathMap(locales) };
}
