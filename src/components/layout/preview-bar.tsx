import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/**
 * Above a page a staff member previews: says it is not published, and leads back to the editor.
 * Plain links (no client script): the preview must look like the page, not like the back office.
 */
export async function PreviewBar({ locale, doc }: { locale: AppLocale; doc: string }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-center text-sm text-ink"
    >
      <strong>{t('notice')}</strong>
      <a href={`/api/admin/preview/?exit=1&doc=${encodeURIComponent(doc)}`} className="underline">
        {t('exit')}
      </a>
    </div>
  );
}
