import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

type Doc = { id: number; name: string; url: string };

/** Public documents as download links, and the way to ask for the others by e-mail. */
export async function DocumentsList({ locale, documents, canRequest }: { locale: AppLocale; documents: Doc[]; canRequest: boolean }) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  return (
    <section aria-labelledby="documents-title" id="documents" className="print:hidden">
      <h2 id="documents-title" className="mb-3 text-2xl font-semibold">{t('documentsTitle')}</h2>
      {documents.length ? (
        <ul className="space-y-2">
          {documents.map((doc) => (
            <li key={doc.id}>
              <a href={doc.url} className="inline-flex items-center gap-2 font-medium text-brand underline-offset-2 hover:underline" download>
                <span aria-hidden="true">📄</span>
                {doc.name} <span className="text-xs text-muted">PDF</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('noDocuments')}</p>
      )}
      {canRequest && (
        <a href="#document-request" className="btn btn-ghost mt-4">
          {t('requestDocuments')}
        </a>
      )}
    </section>
  );
}
