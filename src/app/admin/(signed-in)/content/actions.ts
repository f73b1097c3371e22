'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { missingTitles, PAGE_MENUS, type PageMenu } from '@/domain/editor/new-page';
import { errorMapFor } from '@/lib/content/editor-schema';
import { translateRule } from '@/lib/content/rule-messages';
import { createPage, document, pageDoc, shownLanguages } from '@/lib/content/store';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import type { NewPageState } from '@/components/admin/new-page-form';
import { asForm } from '@/lib/security/as-form';

/** "Make a page": a draft page from its titles, then its editor; or the form again with the reasons. */
export async function createPageAction(previous: NewPageState, form: FormData): Promise<NewPageState> {
  form = asForm(form);
  const staff = await requireSection('content');
  const t = await adminTexts(staff.locale);
  const text = (name: string) => String(form.get(name) ?? '').trim().slice(0, 120);
  const db = getDb();
  const shown = await shownLanguages(db);
  const titles = Object.fromEntries(shown.map((l) => [l, text(`title_${l}`)]));
  const values = { ...titles, parentId: text('parentId'), menu: text('menu') };
  const again = (problems: string[]): NewPageState => ({ round: previous.round + 1, values, problems });
  const missing = missingTitles(titles, shown);
  if (missing.length) {
    const languages = new Intl.ListFormat(staff.locale, { type: 'conjunction' }).format(shown.map((l) => t(`inLanguage.${l}`)));
    return again([t('titleRequired', { languages })]);
  }
  const parentId = values.parentId && (await document(db, pageDoc(values.parentId))) ? values.parentId : null;
  const menu: PageMenu = (PAGE_MENUS as readonly string[]).includes(values.menu) ? (values.menu as PageMenu) : 'main';
  const made = await createPage(db, { titles, parentId, menu }, staff.email, errorMapFor(staff.locale));
  if (!made.ok) return again(made.problems.map((p) => `${p.field}: ${translateRule(p.message, t as never)}`));
  redirect(`/admin/content/${encodeURIComponent(made.id)}/?made=1`);
}
