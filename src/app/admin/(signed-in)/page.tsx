import Link from 'next/link';
import { getDb } from '@/db/client';
import { mayOpen } from '@/domain/access/roles';
import { documents } from '@/lib/content/store';
import { countByStatus } from '@/lib/testimonials/moderation';
import { failedMailCount } from '@/lib/backoffice/leads';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

/** The overview: for each section the role opens, what waits there (nothing read of the others). */
export default async function AdminHome() {
  const staff = await requireSection('dashboard');
  const t = await adminTexts(staff.locale);
  const may = (section: Parameters<typeof mayOpen>[1]) => mayOpen(staff.role, section);
  const [docs, counts, failed] = await Promise.all([
    may('content') ? documents(getDb()) : null,
    may('testimonials') ? countByStatus(getDb()) : null,
    may('leads') ? failedMailCount(getDb()) : null,
  ]);
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-3xl">{t('navDashboard')}</h1>
      <p>{t(may('content') ? 'dashboardIntro' : 'dashboardIntroAgent')}</p>
      <ul className="space-y-3">
        {docs && (
          <li className="rounded-xl border border-line bg-white p-4">
            <Link href="/admin/content/" className="font-semibold text-brand underline">
              {t('navContent')}
            </Link>
            <p className="text-muted">{t('draftsWaiting', { count: docs.filter((d) => d.draft != null).length })}</p>
          </li>
        )}
        {failed != null && (
          <li className={`rounded-xl border bg-white p-4 ${failed ? 'border-danger' : 'border-line'}`}>
            <Link href="/admin/leads/" className="font-semibold text-brand underline">
              {t('navLeads')}
            </Link>
            <p className={failed ? 'font-medium text-danger-ink' : 'text-muted'}>
              {t('failedMails', { count: failed })}
            </p>
          </li>
        )}
        {counts && (
          <li className="rounded-xl border border-line bg-white p-4">
            <Link href="/admin/testimonials/" className="font-semibold text-brand underline">
              {t('navTestimonials')}
            </Link>
            <p className="text-muted">{t('pendingTestimonials', { count: counts.pending })}</p>
          </li>
        )}
        {may('slots') && (
          <li className="rounded-xl border border-line bg-white p-4">
            <Link href="/admin/slots/" className="font-semibold text-brand underline">
              {t('navSlots')}
            </Link>
          </li>
        )}
      </ul>
    </div>
  );
}
