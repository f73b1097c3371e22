import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

type OutgoingMail = Mail.Options & { to: string; subject: string };
export type Transport = { kind: 'smtp' | 'file'; send: (mail: OutgoingMail) => Promise<string> };

/** Real SMTP through nodemailer; a short timeout so a dead peer fails fast and is retried later. */
export function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport(
    `${url}${url.includes('?') ? '&' : '?'}connectionTimeout=5000&greetingTimeout=5000&socketTimeout=10000`,
  );
  return {
    kind: 'smtp',
    send: async (mail) => (await transporter.sendMail(mail)).messageId,
  };
}

/** Without SMTP_URL: the full MIME message as an .eml file in `{dataDir}/mail/`, openable in any mail client. */
export function fileTransport(dataDir: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const folder = path.resolve(dataDir, 'mail');
  return {
    kind: 'file',
    send: async (mail) => {
      const info = await transporter.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const id = String(info.messageId).replace(/[^a-zA-Z0-9.@-]/g, '');
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      await writeFile(file, info.message as Buffer);
      return info.messageId;
    },
  };
}
