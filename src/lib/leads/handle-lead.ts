import 'server-only';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isConnectionError } from '@/db/health';
import type { Db } from '@/db/open';
import { submissions } from '@/db/schema';
import { HONEYPOT } from '@/domain/forms/definition';
import { LEAD_FORMS, formFitsProperty, isFormKind, type FormKind } from '@/domain/forms/registry';
import { RATE_LIMITS } from '@/domain/access/rate-limits';
import type { AppLocale } from '@/i18n/routing';
import { redeemSolution } from '@/lib/captcha/pow';
import { verifyFormToken } from './form-token';
import { leadProperty } from './property';
import { takeRateLimit } from './rate-limit';
import { storeLead } from './submit';
import { saveDocument, saveImage, UploadRejected } from './uploads';
import { shownOrDefault } from '@/lib/content/languages';

export type LeadFormState = SubmissionResult<string[]> | undefined;

/** How a post ends: back to the form with a reply, or to the thank-you page of a stored (or repeated) submission. */
export type LeadOutcome =
  | { done: false; reply: LeadFormState }
  | { done: true; kind: FormKind; locale: AppLocale; projectId: number | undefined; token: string; queued: boolean };

/** Where the request came from and what it talks to; the server action passes the real ones, tests their own. */
export type LeadRequest = { address: () => Promise<string>; db?: Db };

async function alreadyStored(token: string, db: Db): Promise<boolean> {
  const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.token, token));
  return Boolean(row);
}

const back = (reply: LeadFormState): LeadOutcome => ({ done: false, reply });

/**
 * Every lead form's post, checked in this order (each refusal answers the form with its values and
 * a translated message key, never an error page):
 * 1. the form's kind; 2. the honeypot, before anything is parsed; 3. the schema (zod); 4. the signed
 * form token (a repeat of a stored form goes to its thank-you page); 5. the bot check (proof-of-work,
 * or none without JavaScript); 6. the rate limits (per address, then per recipient); 7. the property
 * it is about; 8. the uploads; then the submission is stored with its mails queued.
 * The first design named "honeypot, captcha, rate limit → zod": the schema runs before the captcha
 * here on purpose (docs/decisions/021-one-module-per-form.md), because redeeming a proof-of-work spends it, and a form sent back for a typo must
 * not cost the visitor a new one nor a place in the rate limit.
 */
export async function handleLead(formData: FormData, request: LeadRequest): Promise<LeadOutcome> {
  const kindValue = formData.get('_form');
  const localeValue = formData.get('_locale');
  const locale: AppLocale = shownOrDefault(typeof localeValue === 'string' ? localeValue : null);
  // The values come back as sent, unvalidated, with one message for the whole form.
  const refuse = (key: string) => back(parseWithZod(formData, { schema: z.unknown() }).reply({ formErrors: [key] }));
  if (!isFormKind(kindValue)) return refuse('invalid');
  // Present and empty, every copy of it: a bot that sends the field twice is still a bot.
  const honey = formData.getAll(HONEYPOT);
  if (honey.length === 0 || honey.some((v) => v !== '')) return refuse('bot');
  const kind = kindValue;
  dropUnchosenFiles(formData);
  const submission = parseWithZod(formData, { schema: LEAD_FORMS[kind].schema });
  if (submission.status !== 'success') return back(submission.reply());

  const token = formData.get('_token');
  if (typeof token !== 'string' || !verifyFormToken(token).ok)
    return back(submission.reply({ formErrors: ['expired'] }));
  try {
    return await checkAndStore(submission, formData, kind, locale, token, request);
  } catch (error) {
    // No database: nothing was acknowledged, the form comes back with its values and a message.
    if (isConnectionError(error)) return back(submission.reply({ formErrors: ['unavailable'] }));
    throw error;
  }
}

/**
 * A file field left empty arrives as an empty part (`filename=""`), which the server's decoder
 * makes a File of 0 bytes named "undefined": Conform does not see it as empty, so an optional
 * photo was refused as "this type of file is not accepted" (issue 31). No file chosen is no file.
 */
function dropUnchosenFiles(formData: FormData): void {
  const empty = [...formData.entries()].filter(
    ([, value]) => typeof value === 'object' && value.size === 0 && (value.name === '' || value.name === 'undefined'),
  );
  for (const [name] of empty) formData.delete(name);
}

/** What the checks below need of Conform's parsed submission. */
type Submission = {
  value: unknown;
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => LeadFormState;
};

async function checkAndStore(
  submission: Submission,
  formData: FormData,
  kind: FormKind,
  locale: AppLocale,
  token: string,
  { address: addressOf, db = getDb() }: LeadRequest,
): Promise<LeadOutcome> {
  const form = LEAD_FORMS[kind];
  const data = { ...(submission.value as Record<string, unknown>) };
  const projectId = typeof data.projectId === 'number' ? data.projectId : undefined;
  const thankYou = (queued: boolean): LeadOutcome => ({ done: true, kind, locale, projectId, token, queued });
  const refuse = (formErrors: string[]) => back(submission.reply({ formErrors }));
  // A repeat of a stored form (double click, reload after the redirect failed) is already done.
  if (await alreadyStored(token, db)) return thankYou(false);

  const pow = formData.get('_captcha');
  const withJs = formData.get('_js') === '1';
  let botCheck: 'pow' | 'nojs' = 'nojs';
  if (typeof pow === 'string' && pow) {
    if (!(await redeemSolution(pow, db))) {
      if (await alreadyStored(token, db)) return thankYou(false);
      return refuse(['captcha']);
    }
    botCheck = 'pow';
  } else if (withJs) {
    return refuse(['captcha']);
  }

  const address = await addressOf();
  const { limit, windowMs } = RATE_LIMITS[botCheck];
  // With the proof-of-work a limit per form; without JavaScript one limit for every form together.
  const bucket = botCheck === 'pow' ? `${kind}:pow:${address}` : `nojs:${address}`;
  if (!(await takeRateLimit(bucket, limit, windowMs, new Date(), db))) return refuse(['rateLimited']);
  // Send-to-friend mails text a visitor chooses: one mailbox gets a few a day, whoever sends them.
  const recipient = form.friend?.(data).email;
  if (typeof recipient === 'string') {
    const { limit: perDay, windowMs: day } = RATE_LIMITS.friendRecipient;
    if (!(await takeRateLimit(`${kind}-to:${recipient.trim().toLowerCase()}`, perDay, day, new Date(), db)))
      return back(submission.reply({ fieldErrors: { friendEmail: ['friendLimited'] } }));
  }

  const propertyId = typeof data.propertyId === 'number' ? data.propertyId : undefined;
  const property = await leadProperty(propertyId, locale, db);
  if (form.property?.need === 'required' && (!property || !formFitsProperty(kind, property.goal)))
    return refuse(['propertyMissing']);

  for (const upload of form.uploads ?? []) {
    const file = data[upload.field];
    if (!(file instanceof File)) continue;
    try {
      data[upload.field] =
        upload.as === 'image' ? await saveImage(file, upload.folder) : await saveDocument(file, upload.folder);
    } catch (error) {
      if (error instanceof UploadRejected)
        return back(submission.reply({ fieldErrors: { [upload.field]: ['fileType'] } }));
      throw error;
    }
  }

  const result = await storeLead({ kind, locale, token, address, botCheck }, data, property, db);
  if (result.status === 'full') return back(submission.reply({ fieldErrors: { slotId: ['appointmentsFull'] } }));
  if (result.status === 'already-requested') return refuse(['documentsAlready']);
  return thankYou(true);
}
