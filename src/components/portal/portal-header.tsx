import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';

/** The owner's name and the logout button (a form: works without JavaScript). */
export async function PortalHeader({
  name,
  locale,
  logout,
}: {
  name: string;
  locale: AppLocale;
  logout: (form: FormData) => Promise<void>;
}) {
  const t = await getTranslations({ locale, namespace: 'Portal' });
  return (
    <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
      <p className="text-lg">{t('welcome', { name })}</p>
      <form action={logout}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="btn btn-ghost">
          {t('logout')}
        </button>
      </form>
    </div>
  );
}
