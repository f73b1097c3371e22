import Link from 'next/link';
import { getDb } from '@/db/client';
import { documents } from '@/lib/content/store';
import { countByStatus } from '@/lib/testimonials/moderation';
import { failedMailCount } from '@/lib/backoffice/leads';
import { adminTexts } from '@/lib/staff/admin-page';

export default async function AdminHome() {
  const t = await adminTexts();
  const [docs, counts, failed] = await Promise.all([
    documents(getDb()),
    countByStatus(getDb()),
    failedMailCount(getDb()),
  ]);
  const drafts = docs.filter((d) => d.draft != null).length;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl">{t('navDashboard')}</h1>
      <p>{t('dashboardIntro')}</p>
      <ul className="space-y-3">
        <li className="rounded-xl border border-line bg-white p-4">
          <Link href="/admin/content/" className="font-semibold text-brand underline">
            {t('navContent')}
          </Link>
          <p className="text-muted">{t('draftsWaiting', { count: drafts })}</p>
        </li>
        <li className={`rounded-xl border bg-white p-4 ${failed ? 'border-danger' : 'border-line'}`}>
          <Link href="/admin/leads/" className="font-semibold text-brand underline">
            {t('navLeads')}
          </Link>
          <p className={failed ? 'font-medium text-danger-ink' : 'text-muted'}>{t('failedMails', { count: failed })}</p>
        </li>
        <li className="rounded-xl border border-line bg-white p-4">
          <Link href="/admin/testimonials/" className="font-semibold text-brand underline">
            {t('navTestimonials')}
          </Link>
          <p className="text-muted">{t('pendingTestimonials', { count: counts.pending })}</p>
        </li>
      </ul>
    </div>
  );
}
