import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { adminLocaleFor, type AdminLocale } from '@/domain/access/staff';
import { staffLocales } from '@/lib/content/languages';
import { requestStaff } from './session';

/** The back office's language: the staff member's own, else the browser's best of the site's languages, else its default. */
export async function adminLocale(): Promise<AdminLocale> {
  const staff = await requestStaff();
  return staff?.locale ?? adminLocaleFor((await headers()).get('accept-language'), staffLocales());
}

export async function adminTexts(locale?: AdminLocale) {
  return getTranslations({ locale: locale ?? (await adminLocale()), namespace: 'Admin' });
}
