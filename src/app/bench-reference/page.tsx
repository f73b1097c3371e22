import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export const dynamic = 'force-static';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: 'en', namespace: 'Metadata' });
  return { title: t('defaultTitle'), description: t('defaultDescription'), robots: { index: false, follow: false } };
}

export default async function ReferencePage() {
  const t = await getTranslations({ locale: 'en', namespace: 'Metadata' });
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl">{t('defaultTitle')}</h1>
      <p>{t('defaultDescription')}</p>
    </main>
  );
}
