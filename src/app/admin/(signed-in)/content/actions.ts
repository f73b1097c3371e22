'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { PAGE_MENUS, type PageMenu } from '@/domain/editor/new-page';
import { errorMapFor } from '@/lib/content/editor-schema';
import { translateRule } from '@/lib/content/rule-messages';
import { createPage, document, pageDoc } from '@/lib/content/store';
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
  const values = { nl: text('title_nl'), fr: text('title_fr'), en: text('title_en'), parentId: text('parentId'), menu: text('menu') };
  const again = (problems: string[]): NewPageState => ({ round: previous.round + 1, values, problems });
  if (!values.nl || !values.fr || !values.en) return again([t('titleRequired')]);
  const db = getDb();
  const parentId = values.parentId && (await document(db, pageDoc(values.parentId))) ? values.parentId : null;
  const menu: PageMenu = (PAGE_MENUS as readonly string[]).includes(values.menu) ? (values.menu as PageMenu) : 'main';
  const made = await createPage(db, { titles: { nl: values.nl, fr: values.fr, en: values.en }, parentId, menu }, staff.email, errorMapFor(staff.locale));
  if (!made.ok) return again(made.problems.map((p) => `${p.field}: ${translateRule(p.message, t as never)}`));
  redirect(`/admin/content/${encodeURIComponent(made.id)}/?made=1`);
}
