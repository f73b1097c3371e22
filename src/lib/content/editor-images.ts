import 'server-only';
import { fieldName } from '@/domain/editor/form-value';
import { pathOf, uploadKind, type SchemaNode } from '@/domain/editor/schema-node';
import { MAX_BRAND_BYTES } from '@/domain/brand/image-rules';
import { BrandImageRefused, storeBrandImage } from '@/lib/files/brand-image';
import { NotAPhoto, storePhoto } from '@/lib/files/photo';
import type { Problem } from './store';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';

/** The largest image the editor takes (the form's whole body may be 6 MB: next.config.ts). */
const UPLOAD_PREFIX = '_upload:';

export type EditorImages = { stored: Map<string, string>; problems: Problem[] };

/** The editor's words for a refused image; `brand`: why a logo or icon was refused, by reason. */
export type ImageTexts = { tooBig: string; notAnImage: string; brand: (reason: BrandImageRefused['reason']) => string };

/**
 * The images chosen in the editor's form, made the site's own files like a feed's photos (checked
 * by content, stored at the widths the pages use): each image's address field then names the
 * stored base. The agency's logo and icon are stored as they are (an SVG sanitized), their measured
 * size written beside the address. An upload into anything but an image's address is ignored; a
 * file that is not an image, or too large, is a problem of that field.
 */
export async function storeEditorImages(doc: string, node: SchemaNode, form: FormData, texts: ImageTexts): Promise<EditorImages> {
  const out: EditorImages = { stored: new Map(), problems: [] };
  for (const [key, file] of form.entries()) {
    if (!key.startsWith(UPLOAD_PREFIX) || typeof file === 'string' || file.size === 0) continue;
    const path = pathOf(key.slice(UPLOAD_PREFIX.length));
    const kind = uploadKind(node, path);
    if (!kind) continue;
    const field = fieldName(path);
    if (kind === 'logo' || kind === 'icon') {
      await storeBrand(out, { doc, field, path, kind, file, texts });
      continue;
    }
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

type BrandUpload = { doc: string; field: string; path: (string | number)[]; kind: 'logo' | 'icon'; file: File; texts: ImageTexts };

async function storeBrand(out: EditorImages, { doc, field, path, kind, file, texts }: BrandUpload): Promise<void> {
  try {
    if (file.size > MAX_BRAND_BYTES) throw new BrandImageRefused('tooBig', `${file.size} bytes`);
    const stored = await storeBrandImage(Buffer.from(await file.arrayBuffer()), kind);
    const base = path.slice(0, -1);
    out.stored.set(field, stored.url);
    out.stored.set(fieldName([...base, 'width']), String(stored.width));
    out.stored.set(fieldName([...base, 'height']), String(stored.height));
  } catch (error) {
    if (!(error instanceof BrandImageRefused)) throw error;
    out.problems.push({ doc, field, message: texts.brand(error.reason) });
  }
}
