import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

type Doc = { id: number; name: string; url: string };

/** Public documents as download links, and the way to ask for the others by e-mail. */
export async function DocumentsList({
  locale,
  documents,
  canRequest,
  requestHref,
}: {
  locale: AppLocale;
  documents: Doc[];
  canRequest: boolean;
  requestHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  return (
    <section aria-labelledby="documents-title" id="documents" className="print:hidden">
      <h2 id="documents-title" className="mb-3 text-2xl font-semibold">
        {t('documentsTitle')}
      </h2>
      {documents.length ? (
        <ul className="space-y-2">
          {documents.map((doc) => (
            <li key={doc.id}>
              <a
                href={doc.url}
                className="inline-flex items-center gap-2 font-medium text-brand underline-offset-2 hover:underline"
                download
              >
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                  className="h-5 w-5 shrink-0"
                  fill="currentColor"
                >
                  <path d="M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V8l-6-6zm4 18H6V4h7v5h5v11zM8 13h8v2H8zm0 4h8v2H8z" />
                </svg>
                {doc.name} <span className="text-xs text-muted">PDF</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('noDocuments')}</p>
      )}
      {canRequest && (
        <a href={requestHref} className="btn btn-ghost mt-4">
          {t('requestDocuments')}
        </a>
      )}
    </section>
  );
}
