'use client';

import { useTexts } from '@/components/i18n/client-texts';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

/**
 * What a visitor sees when a page fails to render (the database went away mid-request, say):
 * the shell stays, a translated message and a way to try again; never a stack trace.
 */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTexts('Outage');
  const router = useRouter();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="mb-4 text-3xl">{t('title')}</h1>
      <p className="mb-8 text-lg">{t('text')}</p>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('retry')}
      </button>
    </div>
  );
}
