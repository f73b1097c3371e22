import { notFound } from 'next/navigation';
import { ContentEditor, type EditorTexts } from '@/components/admin/content-editor';
import { getDb } from '@/db/client';
import { formatDateTime } from '@/domain/format/dates';
import { ADMIN_ONLY_SITE_KEYS } from '@/domain/access/staff';
import { localizedText } from '@/domain/language/localized-text';
import { SITE_LOCALES } from '@/domain/language/site-locales';
import { routeOf } from '@/domain/editor/idle-fields';
import { editorNode } from '@/lib/content/editor-schema';
import { document, pageDoc, shownLanguages, SITE_DOC, versions } from '@/lib/content/store';
import type { MenuPage } from '@/domain/content/schema';
import { actorText } from '@/lib/staff/actor-text';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { mayDo } from '@/domain/access/roles';
import { editContentAction } from './actions';
import { textPictureAction } from './picture-action';
import { pictures } from '@/lib/media/library';
import { usesOf } from '@/domain/media/library';
import { photoFile } from '@/domain/media/photo-file';
import { draftKey } from '@/domain/editor/form-draft';
import messages from '../../../../../../messages/en.json';

const RICH_KEYS = Object.keys(messages.Admin.rich) as (keyof typeof messages.Admin.rich)[];

type Props = { params: Promise<{ doc: string }>; searchParams: Promise<{ made?: string }> };

/** `site`, or a page's id. */
function docOf(param: string): string | null {
  const id = decodeURIComponent(param);
  if (id === 'site') return SITE_DOC;
  return /^[A-Za-z0-9_-]{1,80}$/.test(id) ? pageDoc(id) : null;
}

export default async function ContentDocument({ params, searchParams }: Props) {
  const staff = await requireSection('content');
  const doc = docOf((await params).doc);
  const row = doc ? await document(getDb(), doc) : undefined;
  if (!doc || !row) notFound();
  const t = await adminTexts(staff.locale);
  const history = await versions(getDb(), doc);
  const fieldKeys = Object.keys(messages.Admin.field) as (keyof typeof messages.Admin.field)[];
  const choiceKeys = Object.keys(messages.Admin.choice) as (keyof typeof messages.Admin.choice)[];
  // The languages the site shows, its default first: the fields the editor asks and the previews.
  const shown = await shownLanguages(getDb());
  const texts: EditorTexts = {
    fields: Object.fromEntries(fieldKeys.map((k) => [k, t(`field.${k}`)])),
    choices: Object.fromEntries(choiceKeys.map((k) => [k, t(`choice.${k}`)])),
    languages: Object.fromEntries(SITE_LOCALES.map((l) => [l, t(`language_${l}`)])),
    shown,
    saveDraft: t('saveDraft'),
    publish: t('publish'),
    discard: t('discard'),
    unpublish: t('unpublish'),
    addItem: t('addItem'),
    removeItem: t('removeItem'),
    moveUp: t('moveUp'),
    item: t('item', { n: '{n}' }),
    empty: t('empty'),
    upload: t('upload'),
    uploadHint: t('uploadHint'),
    currentImage: t('currentImage'),
    imageTooBig: t('imageTooBig'),
    brandUpload: t('brandUpload'),
    brandUploadHint: t('brandUploadHint'),
    brandTooBig: t('brandRefused.tooBig'),
    colourPicker: t('colourPicker'),
    advanced: t('advanced'),
    requiredNote: t('requiredNote'),
    requiredMissing: t('requiredMissing'),
    missingOne: t('missingOne'),
    missingMany: t('missingMany', { count: '{count}' }),
    placement: {
      banner: t('placement.banner'),
      bannerGallery: t('placement.bannerGallery'),
      module: t('placement.module'),
      pageCard: t('placement.pageCard'),
    },
    snippet: {
      heading: t('snippet.heading'),
      titleCount: t('snippet.titleCount', { count: '{count}', max: '{max}' }),
      descriptionCount: t('snippet.descriptionCount', { count: '{count}', max: '{max}' }),
      tooLong: t('snippet.tooLong'),
      noDescription: t('snippet.noDescription'),
    },
    library: {
      pick: t('media.pick'),
      pickTitle: t('media.pickTitle'),
      pickSearch: t('media.pickSearch'),
      pickNone: t('media.pickNone'),
      pickClose: t('media.pickClose'),
      pickManage: t('media.pickManage'),
      chosen: t('media.pickChosen', { name: '{name}' }),
      undo: t('media.pickUndo'),
    },
    itemSummary: t('itemSummary', { item: '{item}', summary: '{summary}' }),
    moduleIdHint: t('moduleIdHint'),
    unsaved: {
      leave: t('unsaved.leave'),
      found: t('unsaved.found', { time: '{time}' }),
      restore: t('unsaved.restore'),
      dismiss: t('unsaved.dismiss'),
      dirty: t('unsaved.dirty'),
      restored: t('unsaved.restored'),
    },
    rich: Object.fromEntries(RICH_KEYS.map((k) => [k, t(`rich.${k}`, { field: '{field}' })])) as EditorTexts['rich'],
  };
  const current = row.draft ?? row.published;
  const title = doc === SITE_DOC ? t('siteSettings') : (localizedText((current as MenuPage | null)?.params.title, staff.locale) || doc);
  return (
    <div className="space-y-4">
      <h1 className="text-3xl">{title}</h1>
      {(await searchParams).made === '1' && row.published == null && <p role="status" className="rounded-lg border border-brand bg-brand-light p-3">{t('pageMade')}</p>}
      <p className="max-w-3xl text-muted">{row.draft != null ? t('editingDraft') : t('editorIntro')}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <span>{t('previewLabel')}</span>
        {shown.map((locale) => (
          <a key={locale} href={`/api/admin/preview/?doc=${encodeURIComponent(doc)}&locale=${locale}`} target="_blank" rel="noopener" className="underline">
            {t('previewIn', { language: t(`language_${locale}`) })}
          </a>
        ))}
      </p>
      <ContentEditor
        doc={doc}
        node={editorNode(doc, doc === SITE_DOC ? undefined : routeOf(current))}
        initial={{ round: 0, value: current, problems: [], notice: null, noticeKind: null }}
        texts={texts}
        hasDraft={row.draft != null}
        canUnpublish={doc !== SITE_DOC && row.published != null}
        action={editContentAction}
        library={(await pictures(getDb())).map((p) => ({
          id: p.id,
          name: p.name,
          thumb: p.format === 'svg' ? p.preview : photoFile(p.preview, 400),
          uses: usesOf(p.format),
          alt: p.alt,
          // A photo may be written into a text (issue 44): its base and size; a drawing may not.
          photo: p.format === 'svg' ? undefined : { base: p.preview, width: p.width, height: p.height },
        }))}
        locale={staff.locale}
        draftKey={draftKey(staff.id, doc)}
        uploadPicture={textPictureAction}
        savedAt={row.updatedAt.toISOString()}
        locked={
          doc === SITE_DOC && !mayDo(staff.role, 'siteIdentity') ? { keys: [...ADMIN_ONLY_SITE_KEYS], note: t('adminOnlySettings') } : undefined
        }
      >
        <section aria-labelledby="versions" className="rounded-xl border border-line bg-white p-4">
          <h2 id="versions" className="mb-3 text-xl">{t('versions')}</h2>
          {history.length === 0 ? (
            <p className="text-muted">{t('noVersions')}</p>
          ) : (
            <ol className="space-y-2">
              {history.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center gap-3">
                  <span>{t('versionBy', { date: formatDateTime(v.publishedAt), who: actorText(t, v.publishedBy) })}</span>
                  {v.body == null ? <span className="text-muted">({t('versionRemoved')})</span> : <button type="submit" name="_intent" value={`restore:${v.id}`} className="btn btn-secondary text-sm">{t('restore')}</button>}
                </li>
              ))}
            </ol>
          )}
        </section>
      </ContentEditor>
    </div>
  );
}
