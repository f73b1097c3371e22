import Link from 'next/link';
import { ConfirmSubmit } from '@/components/admin/confirm-submit';
import { MediaUpload } from '@/components/admin/media-upload';
import { getDb } from '@/db/client';
import { formatDate } from '@/domain/format/dates';
import { fileSize, matchesSearch } from '@/domain/media/library';
import { photoFile } from '@/domain/media/photo-file';
import { SITE_LOCALES, type SiteLocale } from '@/domain/language/site-locales';
import { staffLocales } from '@/lib/content/languages';
import { documentTitles } from '@/lib/content/store';
import { pictures } from '@/lib/media/library';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';
import { deletePictureAction, pictureAltAction, uploadPicturesAction } from './actions';

const DONE = ['alt', 'deleted', 'inUse', 'missing'] as const;

type Props = { searchParams: Promise<{ done?: string; q?: string }> };

/** The editor's address of a document (`site`, `page:<id>`). */
const editorHref = (doc: string) =>
  `/admin/content/${encodeURIComponent(doc === 'site' ? 'site' : doc.slice('page:'.length))}/`;

/**
 * The picture library (issue 31): upload once, find again by name or alt text, see where each
 * picture is used, give it alt texts, delete what nothing uses.
 */
export default async function MediaLibrary({ searchParams }: Props) {
  const staff = await requireSection('media');
  const t = await adminTexts(staff.locale);
  const db = getDb();
  const [all, titles] = await Promise.all([pictures(db), documentTitles(db, staff.locale)]);
  const query = (await searchParams).q?.slice(0, 100).trim() ?? '';
  const shown = query ? all.filter((p) => matchesSearch(p, query)) : all;
  const asked = (await searchParams).done;
  const done = DONE.find((d) => d === asked);
  const languageName = (l: SiteLocale) => t(`language_${l}`);
  // The site's languages, and another only where a picture already has its text.
  const site = staffLocales();
  const altLanguages = (alt: Partial<Record<SiteLocale, string>>) => [
    ...site,
    ...SITE_LOCALES.filter((l) => !site.includes(l) && alt[l]),
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl">{t('media.title')}</h1>
      <p className="max-w-3xl text-muted">{t('media.intro')}</p>
      {done && (
        <p
          role={done === 'alt' || done === 'deleted' ? 'status' : 'alert'}
          className={`rounded-lg border p-3 ${done === 'alt' || done === 'deleted' ? 'border-brand bg-brand-light' : 'border-danger bg-danger-bg text-danger-ink'}`}
        >
          {t(`media.done.${done}`)}
        </p>
      )}
      <MediaUpload
        action={uploadPicturesAction}
        texts={{
          label: t('media.uploadLabel'),
          hint: t('media.uploadHint'),
          button: t('media.uploadButton'),
          uploading: t('media.uploading'),
          refusedTitle: t('media.refusedTitle'),
          tooMuch: t('media.tooMuch'),
          noFile: t('media.noFile'),
        }}
      />
      <form role="search" className="flex flex-wrap items-end gap-2" action="/admin/media/">
        <label className="min-w-0 flex-1 basis-64">
          <span className="mb-1 block font-medium">{t('media.searchLabel')}</span>
          <input type="search" name="q" defaultValue={query} maxLength={100} className="field" />
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('media.searchButton')}
        </button>
      </form>
      <p aria-live="polite">
        {query ? t('media.found', { count: shown.length, query }) : t('media.count', { count: all.length })}
        {query && (
          <>
            {' '}
            <Link href="/admin/media/" className="underline">
              {t('media.showAll')}
            </Link>
          </>
        )}
      </p>
      {all.length === 0 && <p className="text-muted">{t('media.empty')}</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((picture) => (
          <li
            key={picture.id}
            id={`picture-${picture.id}`}
            className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored file at a small width, its words beside it */}
            <img
              src={picture.format === 'svg' ? picture.preview : photoFile(picture.preview, 400)}
              alt=""
              width={400}
              height={225}
              loading="lazy"
              className={`aspect-video w-full rounded-lg border border-line ${picture.format === 'svg' ? 'bg-white object-contain p-2' : 'object-cover'}`}
            />
            <h2 className="break-all text-lg font-medium">{picture.name}</h2>
            <p className="text-sm text-muted">
              {t('media.facts', {
                width: String(picture.width),
                height: String(picture.height),
                size: fileSize(picture.bytes, staff.locale),
                format: picture.format.toUpperCase(),
              })}
              <br />
              {t('media.added', { date: formatDate(picture.createdAt), who: picture.createdBy ?? '?' })}
            </p>
            {picture.usedIn.length ? (
              <div className="text-sm">
                <p className="font-medium">{t('media.usedIn')}</p>
                <ul className="list-disc pl-5">
                  {picture.usedIn.map((doc) => (
                    <li key={doc}>
                      <Link href={editorHref(doc)} className="underline">
                        {doc === 'site' ? t('media.siteSettings') : (titles.get(doc) ?? doc)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm">{t('media.unused')}</p>
            )}
            <form action={pictureAltAction} className="space-y-2">
              <input type="hidden" name="id" value={picture.id} />
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">{t('media.altLegend')}</legend>
                {altLanguages(picture.alt).map((l) => (
                  <label key={l} className="block text-sm">
                    <span className="mb-1 block">{t('media.altIn', { language: languageName(l) })}</span>
                    <input
                      name={`alt.${l}`}
                      lang={l}
                      defaultValue={picture.alt[l] ?? ''}
                      maxLength={300}
                      className="field"
                    />
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="btn btn-secondary text-sm">
                {t('media.saveAlt')}
              </button>
            </form>
            {picture.usedIn.length ? (
              <p className="text-sm text-muted">{t('media.inUseNote')}</p>
            ) : (
              <form action={deletePictureAction}>
                <input type="hidden" name="id" value={picture.id} />
                <ConfirmSubmit
                  label={
                    <>
                      {t('media.delete')}
                      <span className="sr-only"> ({picture.name})</span>
                    </>
                  }
                  question={t('media.deleteQuestion', { name: picture.name })}
                  confirm={t('media.deleteConfirm')}
                  name="intent"
                  value="delete"
                />
              </form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
