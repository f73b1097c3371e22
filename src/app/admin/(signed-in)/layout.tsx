import Link from 'next/link';
import type { ReactNode } from 'react';
import { sectionsOf } from '@/domain/access/roles';
import { SECTION_LINKS } from '@/lib/staff/section-links';
import { requireStaff } from '@/lib/staff/session';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffLogoutAction } from '../actions';

/** Every page of the back office but the sign-in: a staff member, or the sign-in page. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaff();
  const t = await adminTexts(staff.locale);
  // The menu shows the sections the role opens; each page, action and export checks it again (guard.ts).
  const links = sectionsOf(staff.role).map((s) => ({ href: SECTION_LINKS[s].href, label: t(SECTION_LINKS[s].label) }));
  return (
    <>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <span className="font-display text-xl text-brand">{t('title')}</span>
          <nav aria-label={t('title')}>
            <ul className="flex flex-wrap gap-4">
              {links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="underline-offset-4 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
              <li>
                <Link href="/" className="underline-offset-4 hover:underline">
                  {t('navSite')}
                </Link>
              </li>
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm text-muted">
            <span>{t('signedInAs', { name: staff.name, role: t(`role_${staff.role}`) })}</span>
            <form action={staffLogoutAction}>
              <button type="submit" className="btn btn-secondary">
                {t('signOut')}
              </button>
            </form>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8">{children}</main>
    </>
  );
}
