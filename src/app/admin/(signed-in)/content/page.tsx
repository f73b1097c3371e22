import Link from 'next/link';
import { getDb } from '@/db/client';
import { formatDate } from '@/domain/format/dates';
import { localizedText } from '@/domain/language/localized-text';
import { documents, shownLanguages, SITE_DOC } from '@/lib/content/store';
import { pageAddress } from '@/lib/content/paths';
import { actorText } from '@/lib/staff/actor-text';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import type { MenuPage } from '@/domain/content/schema';
import { DataTable } from '@/components/admin/data-table';
import { NewPageForm } from '@/components/admin/new-page-form';
import { createPageAction } from './actions';

/** Every document of the site's words: the settings first, then the pages in menu order. */
export default async function ContentList() {
  const staff = await requireSection('content');
  const t = await adminTexts(staff.locale);
  const rows = await documents(getDb());
  const body = (row: (typeof rows)[number]) => (row.draft ?? row.published) as MenuPage | null;
  const pages = rows.filter((r) => r.doc !== SITE_DOC).sort((a, b) => (body(a)?.sort ?? 0) - (body(b)?.sort ?? 0));
  const menuPages = pages.map(body).filter((p): p is MenuPage => p !== null);
  const state = (row: (typeof rows)[number]) => (row.draft != null ? t('stateDraft') : row.published != null ? t('stateLive') : t('stateOffline'));
  const when = (row: (typeof rows)[number]) => `${formatDate(row.updatedAt)}${row.updatedBy ? ` · ${actorText(t, row.updatedBy)}` : ''}`;
  const site = rows.find((r) => r.doc === SITE_DOC);
  const titleOf = (page: MenuPage | null, id: string) => localizedText(page?.params.title, staff.locale) || id;
  const parents = pages.flatMap((row) => {
    const page = body(row);
    return page?.params.path && !page.route ? [{ id: page.id, title: titleOf(page, page.id) }] : [];
  });
  const shown = await shownLanguages(getDb());
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('navContent')}</h1>
      <p className="max-w-3xl">{t('editorIntro')}</p>
      {site && (
        <p>
          <Link href="/admin/content/site/" className="text-lg font-semibold text-brand underline">{t('siteSettings')}</Link>
          <span className="ml-3 text-muted">{state(site)} · {when(site)}</span>
        </p>
      )}
      <h2 className="text-2xl">{t('pages')}</h2>
      <DataTable
        label={t('pages')}
        text="base"
        alignTop={false}
        columns={[
          { label: t('field.title') },
          { label: t('address'), className: 'font-mono text-sm' },
          { label: t('state') },
          { label: t('lastChange'), className: 'text-sm text-muted' },
        ]}
        rows={pages.map((row) => {
          const page = body(row);
          const id = row.doc.slice('page:'.length);
          return {
            key: row.doc,
            cells: [
              <Link key="title" href={`/admin/content/${encodeURIComponent(id)}/`} className="font-medium text-brand underline">
                {titleOf(page, id)}
              </Link>,
              // The public address in the staff member's language (`/fr/a-vendre/`), never the internal route.
              page ? pageAddress(menuPages, page, staff.locale) : '',
              state(row),
              when(row),
            ],
          };
        })}
      />
      <NewPageForm
        parents={parents}
        action={createPageAction}
        texts={{
          heading: t('newPage'),
          intro: t('newPageIntro'),
          title: Object.fromEntries(shown.map((l) => [l, t('newPageTitle', { language: t(`language_${l}`) })])),
          parent: t('newPageParent'),
          top: t('newPageTop'),
          menu: t('newPageMenu'),
          menus: { main: t('menu_main'), footer: t('menu_footer'), none: t('menu_none') },
          create: t('createPage'),
        }}
      />
    </div>
  );
}
