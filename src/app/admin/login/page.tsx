import Link from 'next/link';
import { redirect } from 'next/navigation';
import { StaffLoginForm } from '@/components/admin/staff-login-form';
import { getTranslations } from 'next-intl/server';
import { adminLocale, adminTexts } from '@/lib/staff/admin-page';
import { requestStaff } from '@/lib/staff/session';
import { staffLoginAction } from '../actions';

type Props = { searchParams: Promise<{ password?: string }> };

export default async function StaffLoginPage({ searchParams }: Props) {
  if (await requestStaff()) redirect('/admin/');
  const locale = await adminLocale();
  const t = await adminTexts(locale);
  const c = await getTranslations({ locale, namespace: 'LeadForms' });
  const e = await getTranslations({ locale, namespace: 'FormErrors' });
  const texts = {
    email: t('email'),
    password: t('password'),
    submit: t('signIn'),
    requiredMark: c('requiredMark'),
    errors: {
      required: t('missing'),
      missing: t('missing'),
      email: e('email'),
      tooLong: e('tooLong'),
      invalid: t('invalid'),
    },
  };
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-2 text-3xl">{t('signInTitle')}</h1>
      <p className="mb-8 text-muted">{t('signInIntro')}</p>
      {(await searchParams).password === 'set' && (
        <p role="status" className="mb-6 rounded-lg border border-brand bg-brand-light p-3">
          {t('passwordSet')}
        </p>
      )}
      <StaffLoginForm action={staffLoginAction} texts={texts} />
      <p className="mt-6">
        <Link href="/admin/forgot/" className="underline">
          {t('forgotLink')}
        </Link>
      </p>
    </main>
  );
}
