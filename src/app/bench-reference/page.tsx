import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { siteSeo } from '@/lib/content/identity';

export const dynamic = 'force-static';

/** The site's own title and description, as its pages have them (read at build: a static page). */
async function texts() {
  return siteSeo('en', await getTranslations({ locale: 'en' }));
}

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = await texts();
  return { title, description, robots: { index: false, follow: false } };
}

export default async function ReferencePage() {
  const { title, description } = await texts();
  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl">{title}</h1>
      <p>{description}</p>
    </main>
  );
}
