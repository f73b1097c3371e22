import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale } from '@/lib/content/languages';
import { routing } from './routing';

type Messages = Record<string, unknown>;

/** A language's messages: each file holds every key (src/i18n/messages.test.ts), German's too. */
export async function loadMessages(locale: string): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // Outside a language's address (the root not-found page): the site's default language.
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Brussels' };
});
