import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { adminLocaleFor, type AdminLocale } from '@/domain/staff';
import { currentStaff } from './session';

/** The staff member of this request, read once however many parts of the page ask. */
export const signedInStaff = cache(currentStaff);

/** The back office's language: the staff member's own, else the browser's best of nl, fr and en. */
export async function adminLocale(): Promise<AdminLocale> {
  const staff = await signedInStaff();
  return staff?.locale ?? adminLocaleFor((await headers()).get('accept-language'));
}

export async function adminTexts(locale?: AdminLocale) {
  return getTranslations({ locale: locale ?? (await adminLocale()), namespace: 'Admin' });
}
