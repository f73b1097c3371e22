import 'server-only';
import { createHash } from 'node:crypto';
import { putFile, hasFile } from './storage';

export class NotADocument extends Error {}

/** A fetched document made ours: a PDF by its content (not its name or its header), stored under its hash. */
export async function storeDocument(bytes: Buffer): Promise<{ url: string; sha256: string }> {
  const head = bytes.subarray(0, 1024).toString('latin1');
  if (!head.includes('%PDF-')) throw new NotADocument('not a PDF document');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const key = `d/${sha256.slice(0, 2)}/${sha256.slice(0, 32)}.pdf`;
  if (!(await hasFile(key))) await putFile(key, bytes);
  return { url: `/files/${key}`, sha256 };
}
