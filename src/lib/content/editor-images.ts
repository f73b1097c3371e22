import 'server-only';
import type { Db } from '@/db/open';
import type { LocalizedText } from '@/db/schema';
import { fieldName } from '@/domain/editor/form-value';
import { pathOf, uploadKind, type SchemaNode } from '@/domain/editor/schema-node';
import { MAX_BRAND_BYTES } from '@/domain/brand/image-rules';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import type { PictureUse } from '@/domain/media/library';
import { addPicture, pictureFor, PictureRefused } from '@/lib/media/library';
import type { Problem } from './store';
import { TEXT_LANGUAGES } from '@/domain/language/site-locales';

const UPLOAD_PREFIX = '_upload:';
/** A picture picked from the library for an image's address: its id. */
const LIBRARY_PREFIX = '_library:';

export type EditorImages = { stored: Map<string, string>; problems: Problem[] };

/** The editor's words for a refused image, by reason (a logo's or icon's refusals are its own). */
export type ImageTexts = {
  tooBig: string;
  notAnImage: string;
  /** A picture deleted from the library meanwhile. */
  pictureGone: string;
  /** A picture the field cannot show (a drawing as a photo). */
  notForUse: string;
  brand: (reason: Exclude<PictureRefused['reason'], 'notForUse'>) => string;
};

type Field = { doc: string; path: (string | number)[]; use: PictureUse; texts: ImageTexts };

/**
 * The images chosen in the editor's form, uploaded or picked from the library, made the site's own
 * files: an upload is taken into the library first (checked by content, the picture found again
 * when it is already there), then made the file its field needs (a photo or the banner at their
 * widths, the logo or icon as it is, its measured size written beside its address). A picked
 * picture's alt texts fill the field's empty ones. An upload into anything but an image's address
 * is ignored; a refused file is a problem of its field, said in the editor's words.
 */
export async function storeEditorImages(
  db: Db,
  input: { doc: string; node: SchemaNode; form: FormData; texts: ImageTexts; actor: string },
): Promise<EditorImages> {
  const { doc, node, form, texts, actor } = input;
  const out: EditorImages = { stored: new Map(), problems: [] };
  const uploaded = new Set<string>();
  for (const [key, file] of form.entries()) {
    if (!key.startsWith(UPLOAD_PREFIX) || typeof file === 'string' || file.size === 0) continue;
    const path = pathOf(key.slice(UPLOAD_PREFIX.length));
    const use = uploadKind(node, path);
    if (!use) continue;
    uploaded.add(fieldName(path));
    const field = { doc, path, use, texts };
    const brand = use === 'logo' || use === 'icon';
    if (file.size > (brand ? MAX_BRAND_BYTES : MAX_EDITOR_IMAGE)) {
      refuse(out, field, new PictureRefused('tooBig'));
      continue;
    }
    await fill(out, field, async () => {
      const bytes = Buffer.from(await file.arrayBuffer());
      const { picture } = await addPicture(db, { bytes, name: file.name, actor, alt: altOf(form, path) });
      return pictureFor(db, picture.id, use);
    });
  }
  for (const [key, value] of form.entries()) {
    if (!key.startsWith(LIBRARY_PREFIX) || typeof value !== 'string' || !/^\d{1,9}$/.test(value)) continue;
    const path = pathOf(key.slice(LIBRARY_PREFIX.length));
    const use = uploadKind(node, path);
    // A file chosen for the same field wins over the picked picture.
    if (!use || uploaded.has(fieldName(path))) continue;
    await fill(out, { doc, path, use, texts }, () => pictureFor(db, Number(value), use), form);
  }
  return out;
}

type Made = Awaited<ReturnType<typeof pictureFor>>;

async function fill(out: EditorImages, field: Field, make: () => Promise<Made>, form?: FormData): Promise<void> {
  let made: Made;
  try {
    made = await make();
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    refuse(out, field, error);
    return;
  }
  const name = fieldName(field.path);
  if (!made) {
    out.problems.push({ doc: field.doc, field: name, message: field.texts.pictureGone });
    return;
  }
  out.stored.set(name, made.url);
  const base = field.path.slice(0, -1);
  if (field.use === 'logo' || field.use === 'icon') {
    out.stored.set(fieldName([...base, 'width']), String(made.width));
    out.stored.set(fieldName([...base, 'height']), String(made.height));
    return;
  }
  if (!form) return;
  // A picked picture brings its alt texts where the editor left them empty.
  const written = altOf(form, field.path);
  for (const language of TEXT_LANGUAGES) {
    const alt = made.alt[language];
    if (alt && !written[language]) out.stored.set(fieldName([...base, 'alt', language]), alt);
  }
}

function refuse(out: EditorImages, { doc, path, use, texts }: Field, error: PictureRefused): void {
  const brand = use === 'logo' || use === 'icon';
  const { reason } = error;
  let message: string;
  if (reason === 'notForUse') message = brand ? texts.brand('wrongFormat') : texts.notForUse;
  else if (brand) message = texts.brand(reason);
  else message = reason === 'tooBig' ? texts.tooBig : texts.notAnImage;
  out.problems.push({ doc, field: fieldName(path), message });
}

/** The alt texts the form holds for the image whose address is at `path`. */
function altOf(form: FormData, path: (string | number)[]): LocalizedText {
  const base = path.slice(0, -1);
  const alt: LocalizedText = {};
  for (const language of TEXT_LANGUAGES) {
    const value = form.get(fieldName([...base, 'alt', language]));
    if (typeof value === 'string' && value.trim()) alt[language] = value.trim();
  }
  return alt;
}
