/**
 * The stored files' part of a backup (issue 32): the photos, documents and brand files (`files/…`)
 * and the visitors' uploads (`uploads/…`), from the data folder or the S3 bucket the site uses
 * (decision 017), copied into the backup's `files/` and `uploads/` with the same keys, each with
 * its size and SHA-256. A restore writes them to the new installation's storage, whichever it is.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '@/env';
import type { Manifest } from '@/domain/ops/backup-manifest';

const AREAS = ['files', 'uploads'] as const;

export type Store = {
  kind: 'disk' | 's3';
  keys: () => AsyncGenerator<string>;
  get: (key: string) => Promise<Buffer>;
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** True when the store holds no file yet. */
  empty: () => Promise<boolean>;
};

async function* walk(root: string, dir: string): AsyncGenerator<string> {
  if (!existsSync(dir)) return;
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    // A `.part` file is a write in progress (storage-disk.ts): not a file yet.
    else if (entry.isFile() && !entry.name.endsWith('.part')) yield path.relative(root, full).split(path.sep).join('/');
  }
}

function diskStore(dataDir: string): Store {
  const root = path.resolve(dataDir);
  const keys = async function* () {
    for (const area of AREAS) yield* walk(root, path.join(root, area));
  };
  return {
    kind: 'disk',
    keys,
    get: (key) => readFile(path.join(root, key)),
    put: async (key, bytes) => {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), bytes);
    },
    empty: async () => (await keys().next()).done === true,
  };
}

async function s3Store(env: Env): Promise<Store> {
  const { S3Client, ListObjectsV2Command, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
  });
  const Bucket = env.S3_BUCKET!;
  const keys = async function* (limit?: number) {
    for (const area of AREAS) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${area}/`, ContinuationToken, MaxKeys: limit }),
        );
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    }
  };
  return {
    kind: 's3',
    keys: () => keys(),
    get: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes }));
    },
    empty: async () => (await keys(1).next()).done === true,
  };
}

/** The storage the site's settings name: S3_BUCKET, else the data folder. */
export function storeOf(env: Env): Promise<Store> {
  return env.S3_BUCKET ? s3Store(env) : Promise.resolve(diskStore(env.DATA_DIR));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Copies every stored file into `dir`, under its key. */
export async function copyFilesOut(store: Store, dir: string): Promise<Manifest['files']> {
  const out = diskStore(dir);
  const list: Manifest['files'] = [];
  for await (const key of store.keys()) {
    const bytes = await store.get(key);
    await out.put(key, bytes);
    list.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
  }
  return list;
}

/** Reads every file of a backup and checks it against its manifest line; throws on the first that differs. */
export async function checkFiles(dir: string, files: Manifest['files']): Promise<void> {
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file.key)).catch(() => null);
    if (!bytes) throw new Error(`${file.key}: missing from the backup`);
    if (bytes.length !== file.bytes || sha256(bytes) !== file.sha256)
      throw new Error(`${file.key}: damaged (its size or SHA-256 differs from the manifest)`);
  }
}

/** Writes the backup's files into the new installation's storage. */
export async function copyFilesIn(store: Store, dir: string, files: Manifest['files']): Promise<void> {
  for (const file of files) await store.put(file.key, await readFile(path.join(dir, file.key)));
}
