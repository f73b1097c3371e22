import 'server-only';
import { fieldName } from '@/domain/editor/form-value';
import { pathOf, uploadKind, type SchemaNode } from '@/domain/editor/schema-node';
import { NotAPhoto, storePhoto } from '@/lib/files/photo';
import type { Problem } from './store';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';

/** The largest image the editor takes (the form's whole body may be 6 MB: next.config.ts). */
const UPLOAD_PREFIX = '_upload:';

export type EditorImages = { stored: Map<string, string>; problems: Problem[] };

/**
 * The images chosen in the editor's form, made the site's own files like a feed's photos (checked
 * by content, stored at the widths the pages use): each image's address field then names the
 * stored base. An upload into anything but an image's address is ignored; a file that is not an
 * image, or too large, is a problem of that field.
 */
export async function storeEditorImages(doc: string, node: SchemaNode, form: FormData, texts: { tooBig: string; notAnImage: string }): Promise<EditorImages> {
  const out: EditorImages = { stored: new Map(), problems: [] };
  for (const [key, file] of form.entries()) {
    if (!key.startsWith(UPLOAD_PREFIX) || typeof file === 'string' || file.size === 0) continue;
    const path = pathOf(key.slice(UPLOAD_PREFIX.length));
    const kind = uploadKind(node, path);
    if (!kind) continue;
    const field = fieldName(path);
    if (file.size > MAX_EDITOR_IMAGE) {
      out.problems.push({ doc, field, message: texts.tooBig });
      continue;
    }
    try {
      out.stored.set(field, (await storePhoto(Buffer.from(await file.arrayBuffer()), kind)).base);
    } catch (error) {
      if (!(error instanceof NotAPhoto)) throw error;
      out.problems.push({ doc, field, message: texts.notAnImage });
    }
  }
  return out;
}
