import { MIN_PASSWORD_LENGTH } from '@/lib/auth/auth';
import { StaffPasswordForm } from '@/components/admin/staff-password-form';
import { getTranslations } from 'next-intl/server';
import { adminLocale, adminTexts } from '@/lib/staff/admin-page';
import { staffPasswordAction } from './actions';

type Props = { searchParams: Promise<{ token?: string }> };

/** Where an invitation's link leads: the new staff member chooses a password. */
export default async function StaffPasswordPage({ searchParams }: Props) {
  const locale = await adminLocale();
  const t = await adminTexts(locale);
  const e = await getTranslations({ locale, namespace: 'FormErrors' });
  const c = await getTranslations({ locale, namespace: 'LeadForms' });
  const token = String((await searchParams).token ?? '').slice(0, 200);
  const texts = {
    password: t('newPassword', { min: String(MIN_PASSWORD_LENGTH) }),
    confirm: t('confirmPassword'),
    submit: t('setPassword'),
    requiredMark: c('requiredMark'),
    errors: {
      short: t('passwordShort', { min: String(MIN_PASSWORD_LENGTH) }),
      differ: t('passwordDiffer'),
      tooLong: e('tooLong'),
      invalid: t('passwordInvalid'),
    },
  };
  return (
    <main className="mx-auto max-w-md px-4 py-16">
      <h1 className="mb-6 text-3xl">{t('passwordTitle')}</h1>
      <StaffPasswordForm action={staffPasswordAction} token={token} texts={texts} />
    </main>
  );
}
