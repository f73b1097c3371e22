import 'server-only';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { adminLocaleFor, type AdminLocale } from '@/domain/access/staff';
import { requestStaff } from './session';

/** The back office's language: the staff member's own, else the browser's best of nl, fr and en. */
export async function adminLocale(): Promise<AdminLocale> {
  const staff = await requestStaff();
  return staff?.locale ?? adminLocaleFor((await headers()).get('accept-language'));
}

export async function adminTexts(locale?: AdminLocale) {
  return getTranslations({ locale: locale ?? (await adminLocale()), namespace: 'Admin' });
}
