import { getTranslations } from 'next-intl/server';
import { telHref } from '@/domain/format/phone';
import type { AppLocale } from '@/i18n/routing';
import { Icon } from '../layout/icons';

/**
 * Call, e-mail and visit at the thumb on a phone (issue 20): fixed at the bottom below 640 px,
 * above the home indicator (safe area). The page keeps room for it at its end, the scroll-to-top
 * button sits above it (globals.css, data-phone-bar); never printed, never on a wider screen.
 * E-mail goes to the page's own form: it is stored as a lead and needs no mail app.
 */
export async function PhoneActionBar({
  locale,
  phone,
  emailHref,
  visitHref,
}: {
  locale: AppLocale;
  phone: string;
  emailHref: string;
  visitHref: string;
}) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' });
  const tel = telHref(phone);
  const item = 'flex flex-1 flex-col items-center justify-center gap-0.5 rounded-lg py-2 text-xs font-semibold';
  return (
    <nav
      aria-label={t('actionBar')}
      data-phone-bar=""
      data-testid="phone-action-bar"
      className="fixed inset-x-0 bottom-0 z-[1050] border-t border-line bg-white px-2 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(0_0_0/0.1)] sm:hidden print:hidden"
    >
      <ul className="flex gap-2">
        {tel && (
          <li className="flex flex-1">
            <a href={tel} className={`${item} bg-brand text-on-brand`}>
              <Icon name="phone" className="h-5 w-5" /> {t('barCall')}
            </a>
          </li>
        )}
        <li className="flex flex-1">
          <a href={emailHref} className={`${item} bg-brand-light text-brand`}>
            <Icon name="mail" className="h-5 w-5" /> {t('barEmail')}
          </a>
        </li>
        <li className="flex flex-1">
          <a href={visitHref} className={`${item} bg-brand-light text-brand`}>
            <Icon name="clock" className="h-5 w-5" /> {t('barVisit')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
