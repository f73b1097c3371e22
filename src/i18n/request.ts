import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale } from '@/lib/content/languages';
import { completedBy } from './message-fallback';
import { routing } from './routing';

type Messages = Record<string, unknown>;

/** A language's messages; German's key not yet translated takes the English text (message-fallback.ts). */
export async function loadMessages(locale: string): Promise<Messages> {
  const own = (await import(`../../messages/${locale}.json`)).default as Messages;
  if (locale !== 'de') return own;
  return completedBy(own, (await import('../../messages/en.json')).default as Messages);
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // Outside a language's address (the root not-found page): the site's default language.
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Brussels' };
});
