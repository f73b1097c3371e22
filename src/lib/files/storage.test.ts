import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/env';

/**
 * The storage module (decision 017) against both backends: the data folder, and a real
 * S3-compatible server on this machine (s3rver, in a temporary folder). The same checks run on
 * both, through the module's public face, the uploads module and the /files/ route.
 */
const BUCKET = 'vitrine-test';
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }; // s3rver's own account
let s3rver: S3rver;
let endpoint = '';
let s3Folder = '';
let dataDir = '';

beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), 'vitrine-s3rver-'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'vitrine-storage-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Folder });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  await admin().send(new CreateBucketCommand({ Bucket: BUCKET }));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await s3rver?.close();
  await rm(s3Folder, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

function admin(): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
}

/** Fresh modules under these variables: the backend is chosen from the environment, once. */
async function load(variables: Record<string, string>) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return {
    storage: await import('./storage'),
    uploads: await import('@/lib/leads/uploads'),
    route: await import('@/app/files/[...key]/route'),
  };
}
type Loaded = Awaited<ReturnType<typeof load>>;

const fileKey = (width = 600) => {
  const hash = randomBytes(16).toString('hex');
  return `photo/${hash.slice(0, 2)}/${hash}-${width}.webp`;
};
const serve = (route: Loaded['route'], key: string) =>
  route.GET(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split('/') }) });

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each([
  ['disk', () => ({ DATA_DIR: dataDir })],
  ['s3', () => ({ DATA_DIR: dataDir, S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, ...KEYS })],
] as const)('the %s backend', (kind, variables) => {
  let m: Loaded;
  beforeAll(async () => {
    m = await load(variables());
    expect(await m.storage.storageKind()).toBe(kind);
  });

  it('stores, finds, reads and removes a file', async () => {
    const key = fileKey();
    const bytes = randomBytes(2048);
    await m.storage.putFile(key, bytes);
    expect(await m.storage.hasFile(key)).toBe(true);
    expect((await m.storage.getFile(key))?.equals(bytes)).toBe(true);
    await m.storage.removeFile(key);
    expect(await m.storage.hasFile(key)).toBe(false);
    expect(await m.storage.getFile(key)).toBeNull();
  });

  it('answers null or false for an unknown key, and removing one does nothing', async () => {
    const key = fileKey();
    expect(await m.storage.getFile(key)).toBeNull();
    expect(await m.storage.hasFile(key)).toBe(false);
    await expect(m.storage.removeFile(key)).resolves.toBeUndefined();
    const upload = `cv/${randomUUID()}.pdf`;
    expect(await m.storage.getUpload(upload)).toBeNull();
    expect(await m.storage.hasUpload(upload)).toBe(false);
    await expect(m.storage.removeUpload(upload)).resolves.toBeUndefined();
  });

  it('refuses malformed keys before the storage sees them', async () => {
    for (const bad of [
      '../../etc/passwd.webp',
      'photo/ab/../../x.webp',
      'photo/ab/NOTHEX00000000000.webp',
      `uploads/cv/${randomUUID()}.pdf`,
      '',
    ]) {
      await expect(m.storage.putFile(bad, Buffer.from('x'))).rejects.toThrow('not a file key');
      expect(await m.storage.getFile(bad)).toBeNull();
      expect(await m.storage.hasFile(bad)).toBe(false);
      await m.storage.removeFile(bad);
    }
    // Each area has its own rule: a file key is no upload key, and the other way round.
    await expect(m.storage.putUpload(fileKey(), Buffer.from('x'))).rejects.toThrow('not an upload key');
    await expect(m.storage.putUpload('cv/../../files/x.pdf', Buffer.from('x'))).rejects.toThrow('not an upload key');
    await expect(m.storage.putFile(`cv/${randomUUID()}.pdf`, Buffer.from('x'))).rejects.toThrow('not a file key');
    expect(await m.uploads.readUpload('../postgres-password')).toBeNull();
    expect((await serve(m.route, 'photo/ab/../../../postgres-password')).status).toBe(404);
  });

  it("stores visitors' uploads apart, reads them back and removes them", async () => {
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });
    const cv = await m.uploads.saveDocument(pdf, 'cv');
    expect(cv).toMatch(/^cv\/[0-9a-f-]{36}\.pdf$/);
    expect((await m.uploads.readUpload(cv))?.toString()).toBe('%PDF-1.4\n%%EOF\n');
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const photo = await m.uploads.saveImage(
      new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }),
      'testimonials',
    );
    expect(m.uploads.isUploadKey(photo)).toBe(true);
    expect((await sharp((await m.uploads.readUpload(photo))!).metadata()).format).toBe('webp');
    // Uploads are never public: not a /files/ address.
    expect((await serve(m.route, photo)).status).toBe(404);
    await m.uploads.removeUpload(cv);
    await m.uploads.removeUpload(photo);
    expect(await m.uploads.readUpload(cv)).toBeNull();
    expect(await m.storage.hasUpload(photo)).toBe(false);
  });

  it('writes a key again without harm: the same bytes, or the newest whole', async () => {
    const key = fileKey(1360);
    const first = randomBytes(64 * 1024);
    await m.storage.putFile(key, first);
    await m.storage.putFile(key, first);
    expect((await m.storage.getFile(key))?.equals(first)).toBe(true);
    const second = randomBytes(1000);
    await m.storage.putFile(key, second);
    expect((await m.storage.getFile(key))?.equals(second)).toBe(true);
    const upload = `testimonials/${randomUUID()}.webp`;
    await m.storage.putUpload(upload, first);
    await m.storage.putUpload(upload, first);
    expect((await m.storage.getUpload(upload))?.equals(first)).toBe(true);
  });

  it('serves a file under /files/ with the same headers', async () => {
    const key = fileKey();
    const bytes = randomBytes(500);
    await m.storage.putFile(key, bytes);
    const answer = await serve(m.route, key);
    expect(answer.status).toBe(200);
    expect(Object.fromEntries(answer.headers)).toEqual({
      'content-type': 'image/webp',
      'content-length': '500',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await answer.arrayBuffer()).equals(bytes)).toBe(true);
    const pdfKey = `document/${key.slice(6, 8)}/${randomBytes(16).toString('hex')}.pdf`;
    await m.storage.putFile(pdfKey, Buffer.from('%PDF-1.4'));
    const pdf = await serve(m.route, pdfKey);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const missing = await serve(m.route, fileKey());
    expect([missing.status, missing.headers.get('cache-control')]).toEqual([404, 'no-store']);
  });
});

describe('where the bytes are', () => {
  it('on disk: DATA_DIR/files/<key> and DATA_DIR/uploads/<key>, as before, nothing left aside', async () => {
    const { storage } = await load({ DATA_DIR: dataDir });
    const key = fileKey();
    const upload = `cv/${randomUUID()}.pdf`;
    await storage.putFile(key, Buffer.from('file'));
    await storage.putUpload(upload, Buffer.from('upload'));
    expect(await readFile(path.join(dataDir, 'files', key), 'utf8')).toBe('file');
    expect(await readFile(path.join(dataDir, 'uploads', upload), 'utf8')).toBe('upload');
    expect((await readdir(path.dirname(path.join(dataDir, 'files', key)))).filter((n) => n.endsWith('.part'))).toEqual(
      [],
    );
  });

  it('in the bucket: files/<key> and uploads/<key>, with their content type; nothing on disk', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'vitrine-storage-s3-'));
    const { storage } = await load({ DATA_DIR: folder, S3_ENDPOINT: endpoint, S3_BUCKET: BUCKET, ...KEYS });
    const key = fileKey();
    const upload = `cv/${randomUUID()}.pdf`;
    await storage.putFile(key, Buffer.from('file'));
    await storage.putUpload(upload, Buffer.from('%PDF'));
    const { Contents = [] } = await admin().send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(Contents.map((o) => o.Key)).toEqual(expect.arrayContaining([`files/${key}`, `uploads/${upload}`]));
    expect((await admin().send(new HeadObjectCommand({ Bucket: BUCKET, Key: `files/${key}` }))).ContentType).toBe(
      'image/webp',
    );
    expect(existsSync(path.join(folder, 'files'))).toBe(false);
    await rm(folder, { recursive: true, force: true });
  });
});

describe('when the bucket cannot be asked', () => {
  it('a missing bucket is a failure, not a missing file', async () => {
    const { storage } = await load({ DATA_DIR: dataDir, S3_ENDPOINT: endpoint, S3_BUCKET: 'no-such-bucket', ...KEYS });
    await expect(storage.getFile(fileKey())).rejects.toThrow();
    await expect(storage.putFile(fileKey(), Buffer.from('x'))).rejects.toThrow();
  });

  it('a server that is down throws after its retries, and /files/ answers 503 without the error', async () => {
    const { storage, route } = await load({
      DATA_DIR: dataDir,
      S3_ENDPOINT: `http://127.0.0.1:${await freePort()}`,
      S3_BUCKET: BUCKET,
      ...KEYS,
    });
    await expect(storage.hasFile(fileKey())).rejects.toThrow();
    const logged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const answer = await serve(route, fileKey());
    expect([answer.status, answer.headers.get('cache-control'), await answer.text()]).toEqual([
      503,
      'no-store',
      'Service unavailable',
    ]);
    // One error line in the log, naming the file.
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]![0])).toMatch(/ERROR files: a file could not be read .*key=/);
    logged.mockRestore();
  });
});

describe('the S3 variables', () => {
  it('need the keys with a bucket, and a bucket with an endpoint or keys', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', S3_BUCKET: BUCKET })).toThrow(
      /S3_ACCESS_KEY_ID: is required when S3_BUCKET is set\n {2}S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: is required',
    );
    expect(() => parseEnv({ NODE_ENV: 'test', S3_ENDPOINT: 'not a url', S3_BUCKET: BUCKET, ...KEYS })).toThrow(
      'S3_ENDPOINT',
    );
    const plain = parseEnv({ NODE_ENV: 'test' });
    expect([plain.S3_BUCKET, plain.S3_REGION, plain.S3_FORCE_PATH_STYLE]).toEqual([undefined, 'us-east-1', undefined]);
    expect(parseEnv({ NODE_ENV: 'test', S3_BUCKET: BUCKET, S3_FORCE_PATH_STYLE: '0', ...KEYS })).toMatchObject({
      S3_BUCKET: BUCKET,
      S3_FORCE_PATH_STYLE: false,
    });
  });
});
