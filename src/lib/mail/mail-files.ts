import 'server-only';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The copies of sent mail kept as .eml files in `{dataDir}/mail/` (lib/mail/transport.ts: a site
 * without SMTP, or MAIL_TO_FILES): a GDPR erasure removes those that name the person (issue 44).
 */

/** The folder of the mail copies. */
export function mailFolder(dataDir: string): string {
  return path.resolve(dataDir, 'mail');
}

/** A file's name part for a message id, as the file transport writes it. */
function messageIdPart(messageId: string): string {
  return messageId.replace(/[^a-zA-Z0-9.@-]/g, '');
}

/** Quoted-printable undone: soft line breaks joined, `=40` back to `@`, bytes read as UTF-8. */
function unquote(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** The base64 parts of a message, decoded (a body nodemailer chose to write in base64). */
function base64Parts(raw: string): string[] {
  const parts: string[] = [];
  for (const block of raw.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/).filter(Boolean);
    if (lines.length && lines.every((l) => /^[A-Za-z0-9+/]+={0,2}$/.test(l)) && lines.join('').length >= 16)
      parts.push(Buffer.from(lines.join(''), 'base64').toString('utf8'));
  }
  return parts;
}

/** Whether an .eml message names `email` anywhere: its headers, or a body in any of its encodings. */
export function emlNames(raw: string, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  if (!wanted) return false;
  return [raw, unquote(raw), ...base64Parts(raw)].some((text) => text.toLowerCase().includes(wanted));
}

/**
 * The mail copies that belong to a person: the files of their mails (by message id) and any other
 * that names their address. None when the folder does not exist.
 */
export async function mailFilesOf(dataDir: string, email: string, messageIds: string[] = []): Promise<string[]> {
  const folder = mailFolder(dataDir);
  let names: string[];
  try {
    names = (await readdir(folder)).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  const ids = messageIds.map(messageIdPart).filter((id) => id.length > 4);
  const found: string[] = [];
  for (const name of names) {
    if (ids.some((id) => name.endsWith(`-${id}.eml`))) {
      found.push(name);
      continue;
    }
    const raw = await readFile(path.join(folder, name), 'latin1').catch(() => '');
    if (raw && emlNames(raw, email)) found.push(name);
  }
  return found.sort();
}

/** Removes mail copies by name (names only: never a path outside the folder). */
export async function removeMailFiles(dataDir: string, names: string[]): Promise<void> {
  const folder = mailFolder(dataDir);
  for (const name of names) {
    if (name !== path.basename(name) || !name.endsWith('.eml')) continue;
    await rm(path.join(folder, name), { force: true });
  }
}
