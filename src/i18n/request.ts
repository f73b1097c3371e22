import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { defaultLocale } from '@/lib/content/languages';
import { routing } from './routing';

type Messages = Record<string, unknown>;

/** German is bundled but partial (specification section 1): missing texts come from English. */
function merge(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? merge(current as Messages, value as Messages)
        : value;
  }
  return out;
}

export async function loadMessages(locale: string): Promise<Messages> {
  const own = (await import(`../../messages/${locale}.json`)).default as Messages;
  if (locale !== 'de') return own;
  return merge((await import('../../messages/en.json')).default as Messages, own);
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // Outside a language's address (the root not-found page): the site's default language.
  const locale = hasLocale(routing.locales, requested) ? requested : defaultLocale();
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Brussels' };
});
