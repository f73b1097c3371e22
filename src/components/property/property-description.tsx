import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** The description in the page's language, or in another one with a note saying so. */
export async function PropertyDescription({
  locale,
  text,
  textLocale,
}: {
  locale: AppLocale;
  text: string;
  textLocale: string | null;
}) {
  if (!text.trim()) return null;
  const t = await getTranslations({ locale, namespace: 'Property' });
  const tLang = await getTranslations({ locale, namespace: 'PropertyDetail.languageNames' });
  return (
    <section aria-labelledby="description">
      <h2 id="description" className="mb-3 text-2xl font-semibold">
        {t('description')}
      </h2>
      {textLocale && (
        <p className="mb-3 rounded bg-brand-light px-3 py-2 text-sm" data-testid="description-fallback">
          {t('descriptionFallback', { language: tLang(textLocale as 'nl') })}
        </p>
      )}
      <div lang={textLocale ?? undefined} className="max-w-prose whitespace-pre-line text-lg leading-relaxed">
        {text}
      </div>
    </section>
  );
}
