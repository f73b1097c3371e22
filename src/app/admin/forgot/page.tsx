import Link from 'next/link';
import { adminTexts } from '@/lib/staff/admin-page';
import { staffForgotAction } from './actions';

type Props = { searchParams: Promise<{ sent?: string; locked?: string }> };

/** A staff member who forgot their password asks for a link to choose another (no script needed). */
export default async function StaffForgotPage({ searchParams }: Props) {
  const t = await adminTexts();
  const { sent, locked } = await searchParams;
  const minutes = Math.min(Math.max(Number(locked) || 0, 1), 60);
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-2 text-3xl">{t('forgotTitle')}</h1>
      <p className="mb-8 text-muted">{t('forgotIntro')}</p>
      {sent === '1' && (
        <p role="status" className="mb-6 rounded-lg border border-brand bg-brand-light p-3">
          {t('forgotSent')}
        </p>
      )}
      {locked !== undefined && (
        <p role="alert" className="mb-6 rounded-lg border border-danger bg-danger-bg p-3 text-danger-ink">
          {t('locked', { minutes })}
        </p>
      )}
      <form action={staffForgotAction} className="space-y-4">
        <label className="block">
          <span className="mb-1 block font-medium">{t('email')}</span>
          <input name="email" type="email" autoComplete="username" required maxLength={254} className="field" />
        </label>
        <button type="submit" className="btn btn-primary w-full">
          {t('forgotSubmit')}
        </button>
      </form>
      <p className="mt-6">
        <Link href="/admin/login/" className="underline">
          {t('backToLogin')}
        </Link>
      </p>
    </main>
  );
}
