/**
 * Where stored bytes go (src/lib/files/storage.ts picks one): the data folder or an S3-compatible
 * bucket. Keys arrive already checked by storage.ts and carry their area first (`files/…`,
 * `uploads/…`): the same layout on disk and in the bucket, so a data folder can be copied to a
 * bucket as it is. A missing object is null or false; any other failure throws.
 */
export interface StorageBackend {
  readonly kind: 'disk' | 's3';
  /** Whole or not at all: a reader never sees half an object. Writing a key again replaces it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Nothing happens for a key that is not there. */
  remove(key: string): Promise<void>;
}
