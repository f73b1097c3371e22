import { routing } from '@/i18n/routing';
import { contentPathMap } from '@/lib/content/paths';

/** The content pages' path map handed to the client-side language switcher. */
export function switcherPaths(): Record<string, string>[] {
  return contentPathMap(routing.locales);
}
