'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import type { UploadState } from '@/components/admin/media-upload';
import { cleanFileName, MAX_PICTURES_PER_UPLOAD } from '@/domain/media/library';
import { addPicture, deletePicture, PictureRefused, setPictureAlt } from '@/lib/media/library';
import { asForm } from '@/lib/security/as-form';
import { SITE_LOCALES } from '@/domain/language/site-locales';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

const reasonOf = (error: PictureRefused) =>
  error.reason === 'tooBig' || error.reason === 'notAnImage' ? error.reason : 'unsafe';

/** The library's upload: each file taken or refused on its own, said by name. */
export async function uploadPicturesAction(previous: UploadState, form: FormData): Promise<UploadState> {
  form = asForm(form);
  const staff = await requireSection('media');
  const t = await adminTexts(staff.locale);
  const db = getDb();
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  const refused: UploadState['refused'] = [];
  let added = 0;
  let known = 0;
  for (const file of files.slice(MAX_PICTURES_PER_UPLOAD))
    refused.push({ name: cleanFileName(file.name), reason: t('media.reason.tooMany') });
  for (const file of files.slice(0, MAX_PICTURES_PER_UPLOAD)) {
    try {
      const result = await addPicture(db, {
        bytes: Buffer.from(await file.arrayBuffer()),
        name: file.name,
        actor: staff.email,
      });
      if (result.added) added++;
      else known++;
    } catch (error) {
      if (!(error instanceof PictureRefused)) throw error;
      refused.push({ name: cleanFileName(file.name), reason: t(`media.reason.${reasonOf(error)}`) });
    }
  }
  if (added) revalidatePath('/admin/media/');
  const summary = [t('media.uploaded', { count: added }), known ? t('media.alreadyThere', { count: known }) : '']
    .join(' ')
    .trim();
  return { round: previous.round + 1, summary, refused, noFile: files.length === 0 };
}

const idOf = (form: FormData) => Number(String(form.get('id') ?? ''));

/** A picture's alt texts, then back to it. */
export async function pictureAltAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('media');
  const id = idOf(form);
  // The languages the library showed (the site's); another keeps its text.
  const alt = Object.fromEntries(
    SITE_LOCALES.filter((l) => form.has(`alt.${l}`)).map((l) => [l, String(form.get(`alt.${l}`) ?? '')]),
  );
  const saved = Number.isSafeInteger(id) && (await setPictureAlt(getDb(), id, alt, staff.email));
  redirect(`/admin/media/?done=${saved ? 'alt' : 'missing'}#picture-${saved ? id : ''}`);
}

/** Deletes a picture nothing uses; one in use stays, and the page says so. */
export async function deletePictureAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('media');
  const id = idOf(form);
  const result = Number.isSafeInteger(id)
    ? await deletePicture(getDb(), id, staff.email)
    : { outcome: 'missing' as const };
  redirect(`/admin/media/?done=${result.outcome}${result.outcome === 'inUse' ? `#picture-${id}` : ''}`);
}
