import Link from 'next/link';
import { adminTexts } from '@/lib/staff/admin-page';

/** 403 for a staff member whose role does not open this section (requireSection, domain/access/roles). */
export default async function Forbidden() {
  const t = await adminTexts();
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="mb-4 text-3xl">{t('forbiddenTitle')}</h1>
      <p className="mb-6">{t('forbiddenText')}</p>
      <Link href="/admin/" className="btn btn-primary">
        {t('navDashboard')}
      </Link>
    </main>
  );
}
