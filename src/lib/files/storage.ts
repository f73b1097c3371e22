import 'server-only';
import { env } from '@/env';
import type { StorageBackend } from './storage-backend';
import { diskBackend } from './storage-disk';

/**
 * The one place stored bytes live (decision 017): the site's own files (photos and documents a
 * feed brought, editor images, the agency's logo and icon) and visitors' uploads (testimonial photos, CVs). In the data folder
 * (`DATA_DIR/files/<key>`, `DATA_DIR/uploads/<key>`) by default; in an S3-compatible bucket
 * (`files/<key>`, `uploads/<key>`) when S3_BUCKET is set, so that several servers share them.
 *
 * Files are content-addressed, so one never changes once written; they are served under `/files/`
 * (app/files) with a year's cache, whichever the backend. Uploads are private: never served
 * publicly (the back office reads them through app/api/admin/uploads).
 *
 * Every key is checked here, before a backend sees it: nothing else reaches the disk or the bucket.
 */
const KEY = /^[a-z]{1,10}\/[0-9a-f]{2}\/(banner-)?[0-9a-f]{16,64}(-\d{2,4})?\.(webp|pdf|svg|png|jpg)$/;
/**
 * What lib/leads/uploads makes: `testimonials/<uuid>.webp`, `cv/<uuid>.pdf`; and the picture
 * library's originals (lib/media/library.ts): `library/<sha-256>.<format>`.
 */
const UPLOAD_KEY =
  /^((testimonials|cv)\/[0-9a-f-]{36}\.(webp|pdf|docx?)|library\/[0-9a-f]{64}\.(jpg|png|webp|avif|gif|tif|heif|svg))$/;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  avif: 'image/avif',
  gif: 'image/gif',
  tif: 'image/tiff',
  heif: 'image/heif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};
const typeOf = (key: string) => TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

let chosen: Promise<StorageBackend> | undefined;

/** Chosen once per process. The S3 client is loaded only when configured: the disk path stays light. */
function backend(): Promise<StorageBackend> {
  chosen ??= (async () => {
    const e = env();
    if (!e.S3_BUCKET) return diskBackend(e.DATA_DIR);
    const { s3Backend } = await import('./storage-s3');
    return s3Backend({
      endpoint: e.S3_ENDPOINT,
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!, // required with S3_BUCKET (src/env.ts)
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    });
  })();
  return chosen;
}

/** `disk` or `s3`: what this process stores to (start-up messages, tests). */
export async function storageKind(): Promise<StorageBackend['kind']> {
  return (await backend()).kind;
}

export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

export async function putFile(key: string, bytes: Buffer): Promise<void> {
  if (!isFileKey(key)) throw new Error(`not a file key: ${key}`);
  await (await backend()).put(`files/${key}`, bytes, typeOf(key));
}

/** False for an unknown or malformed key; throws when the storage cannot be asked. */
export async function hasFile(key: string): Promise<boolean> {
  return isFileKey(key) && (await backend()).has(`files/${key}`);
}

/** Removes a file (a person's data erased); nothing for an unknown or malformed key. */
export async function removeFile(key: string): Promise<void> {
  if (isFileKey(key)) await (await backend()).remove(`files/${key}`);
}

/** Null for an unknown or malformed key; throws when the storage cannot be asked. */
export async function getFile(key: string): Promise<Buffer | null> {
  return isFileKey(key) ? (await backend()).get(`files/${key}`) : null;
}

export function isUploadKey(key: unknown): key is string {
  return typeof key === 'string' && UPLOAD_KEY.test(key);
}

export async function putUpload(key: string, bytes: Buffer): Promise<void> {
  if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
  await (await backend()).put(`uploads/${key}`, bytes, typeOf(key));
}

export async function hasUpload(key: string): Promise<boolean> {
  return isUploadKey(key) && (await backend()).has(`uploads/${key}`);
}

/** An upload's bytes; null for an unknown key or anything but an upload key. */
export async function getUpload(key: string): Promise<Buffer | null> {
  return isUploadKey(key) ? (await backend()).get(`uploads/${key}`) : null;
}

/** Removes an upload (a person's data erased); nothing for an unknown or malformed key. */
export async function removeUpload(key: string): Promise<void> {
  if (isUploadKey(key)) await (await backend()).remove(`uploads/${key}`);
}

/**
 * Whether the storage takes a write now (`GET /readyz`): a small object written, read back and
 * removed, under `health/` (outside the files and uploads a backup copies).
 */
export async function storageWritable(): Promise<boolean> {
  const key = `health/probe-${process.pid}`;
  const written = Buffer.from(new Date().toISOString());
  try {
    const store = await backend();
    await store.put(key, written, 'text/plain');
    const read = await store.get(key);
    await store.remove(key);
    return read !== null && read.equals(written);
  } catch {
    return false;
  }
}
