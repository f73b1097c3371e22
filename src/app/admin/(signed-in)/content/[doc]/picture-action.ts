'use server';

import { getDb } from '@/db/client';
import type { TextPicture } from '@/components/admin/rich-text-editor';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import { usesOf } from '@/domain/media/library';
import { photoFile } from '@/domain/media/photo-file';
import { addPicture, PictureRefused } from '@/lib/media/library';
import { asForm } from '@/lib/security/as-form';
import { adminTexts } from '@/lib/staff/admin-page';
import { requireSection } from '@/lib/staff/guard';

/**
 * A photo uploaded from the rich-text toolbar (issue 44): taken into the picture library (checked
 * by its content, found again when it is already there) and handed back as a library choice, for
 * the editor to write into the text with its alt text. A drawing (SVG) or a file that is no photo
 * is refused in the staff member's words.
 */
export async function textPictureAction(form: FormData): Promise<TextPicture> {
  form = asForm(form);
  const staff = await requireSection('media');
  const t = await adminTexts(staff.locale);
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0) return { refused: t('media.noFile') };
  if (file.size > MAX_EDITOR_IMAGE) return { refused: t('imageTooBig') };
  try {
    const { picture } = await addPicture(getDb(), {
      bytes: Buffer.from(await file.arrayBuffer()),
      name: file.name,
      actor: staff.email,
    });
    if (picture.format === 'svg') return { refused: t('media.notForUse') };
    return {
      choice: {
        id: picture.id,
        name: picture.name,
        thumb: photoFile(picture.preview, 400),
        uses: usesOf(picture.format),
        alt: picture.alt,
        photo: { base: picture.preview, width: picture.width, height: picture.height },
      },
    };
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    return { refused: error.reason === 'tooBig' ? t('imageTooBig') : t('notAnImage') };
  }
}
