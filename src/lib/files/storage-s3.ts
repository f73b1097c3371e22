import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageBackend } from './storage-backend';

export interface S3Settings {
  /** An S3-compatible server (MinIO, Garage, R2, …); AWS itself without it. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` addresses; most S3-compatible servers want them. Default: with an endpoint. */
  forcePathStyle?: boolean;
}

/** One call, its retries included, never holds a request longer than this. */
const CALL_LIMIT_MS = 30_000;

/**
 * Missing is a 404 answered for the key, not for the bucket: a bucket that is not there is a
 * misconfiguration and must fail loudly. HEAD has no body, so its 404 is named `NotFound` by the
 * SDK whatever was missing; the bucket is checked by every GET and PUT.
 */
function isMissing(error: unknown, head: boolean): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' || (head && error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket')
  );
}

/** S3-compatible object storage: one bucket shared by every server; objects at `files/…`, `uploads/…`. */
export function s3Backend(settings: S3Settings): StorageBackend {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A few quick retries for a dropped connection or a 503, then the caller hears of it (the
    // /files/ route answers 503) instead of a page waiting on a storage server that is down.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000, throwOnRequestTimeout: true },
    // Since 3.729 the SDK adds CRC checksums to every upload by default; several S3-compatible
    // servers refuse or mishandle them. Only where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const limit = () => ({ abortSignal: AbortSignal.timeout(CALL_LIMIT_MS) });

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // An object appears whole when its PUT completes: nothing to write aside.
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }),
        limit(),
      );
    },
    async get(key) {
      const options = limit();
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }), options);
        if (!answer.Body) return Buffer.alloc(0);
        const bytes = await answer.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isMissing(error, false)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }), limit());
        return true;
      } catch (error) {
        if (isMissing(error, true)) return false;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there: nothing to tell apart.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }), limit());
    },
  };
}
