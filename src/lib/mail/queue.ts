import 'server-only';
import type { Db } from '@/db/open';
import { mailQueue } from '@/db/schema';

export type QueuedMail = {
  submissionId?: number | null;
  purpose: 'agency' | 'visitor' | 'friend' | 'match' | 'newsletter-confirm' | 'alert';
  locale: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

/** Queues mails in the caller's transaction: they exist exactly when the submission does. */
export async function queueMails(db: Pick<Db, 'insert'>, mails: QueuedMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db
    .insert(mailQueue)
    .values(mails.map((m) => ({ ...m, replyTo: m.replyTo ?? null, submissionId: m.submissionId ?? null })));
}
