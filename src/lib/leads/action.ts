'use server';

import { after } from 'next/server';
import { cookies } from 'next/headers';
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { hasLocale } from 'next-intl';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { isConnectionError } from '@/db/health';
import { submissions } from '@/db/schema';
import { formFitsProperty, isFormKind, thankYouFor, type FormKind } from '@/domain/forms';
import { FORM_SCHEMAS } from '@/domain/forms/registry';
import { RATE_LIMITS } from '@/domain/rate-limits';
import { env } from '@/env';
import { getPathname, redirect } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { redeemSolution } from '@/lib/captcha/pow';
import { verifyFormToken } from './form-token';
import { kickMailSender } from '@/lib/mail/runner';
import { clientAddress } from '@/lib/security/client-address';
import { leadProperty } from './property';
import { takeRateLimit } from './rate-limit';
import { SENT_COOKIE } from './recap';
import { storeLead } from './submit';
import { saveDocument, saveImage, UploadRejected } from './uploads';

export type LeadFormState = SubmissionResult<string[]> | undefined;

/** The honeypot's name: a field people never see and bots like to fill. */
const HONEYPOT = 'website_url';
const PROPERTY_KINDS: FormKind[] = ['info', 'visit', 'appointment', 'friend', 'documents', 'offer', 'rental'];

/**
 * To the form's thank-you page. A short-lived cookie names the submission (its form token) so the
 * page can recap it (issue 20); the page is private and never stored (decision 018).
 */
async function goThankYou(
  locale: AppLocale,
  kind: FormKind,
  projectId: number | undefined,
  token: string,
): Promise<never> {
  const href = { pathname: '/thank-you/[form]' as const, params: { form: thankYouFor(kind, { projectId }) } };
  // Sent back to that page only: other pages never see it (and the page cache never meets it).
  (await cookies()).set(SENT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: getPathname({ locale, href }),
    maxAge: 3600,
    secure: env().SITE_URL.startsWith('https:'),
  });
  return redirect({ locale, href });
}

async function alreadyStored(token: string): Promise<boolean> {
  const [row] = await getDb().select({ id: submissions.id }).from(submissions).where(eq(submissions.token, token));
  return Boolean(row);
}

/**
 * One server action for every lead form: honeypot, schema, bot check, rate limit, then store and
 * queue, then the thank-you page (architecture.md, "How data flows"). Any refusal answers the form
 * with its values and a translated message key, never an error page.
 */
export async function submitLead(_prev: LeadFormState, formData: FormData): Promise<LeadFormState> {
  const kindValue = formData.get('_form');
  const localeValue = formData.get('_locale');
  const locale: AppLocale =
    typeof localeValue === 'string' && hasLocale(routing.locales, localeValue) ? localeValue : routing.defaultLocale;
  const kind: FormKind = isFormKind(kindValue) ? kindValue : 'contact';
  const submission = parseWithZod(formData, { schema: FORM_SCHEMAS[kind] as z.ZodType });
  if (!isFormKind(kindValue)) return submission.reply({ formErrors: ['invalid'] });
  // Present and empty, every copy of it: a bot that sends the field twice is still a bot.
  const honey = formData.getAll(HONEYPOT);
  if (honey.length === 0 || honey.some((v) => v !== '')) return submission.reply({ formErrors: ['bot'] });
  if (submission.status !== 'success') return submission.reply();

  const token = formData.get('_token');
  if (typeof token !== 'string' || !verifyFormToken(token).ok) return submission.reply({ formErrors: ['expired'] });
  try {
    return await checkAndStore(submission, formData, kind, locale, token);
  } catch (error) {
    // No database: nothing was acknowledged, the form comes back with its values and a message.
    if (isConnectionError(error)) return submission.reply({ formErrors: ['unavailable'] });
    throw error;
  }
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
): Promise<LeadFormState> {
  const data = { ...(submission.value as Record<string, unknown>) };
  const projectId = typeof data.projectId === 'number' ? data.projectId : undefined;
  // A repeat of a stored form (double click, reload after the redirect failed) is already done.
  if (await alreadyStored(token)) return goThankYou(locale, kind, projectId, token);

  const pow = formData.get('_captcha');
  const withJs = formData.get('_js') === '1';
  let botCheck: 'pow' | 'nojs' = 'nojs';
  if (typeof pow === 'string' && pow) {
    if (!(await redeemSolution(pow))) {
      if (await alreadyStored(token)) return goThankYou(locale, kind, projectId, token);
      return submission.reply({ formErrors: ['captcha'] });
    }
    botCheck = 'pow';
  } else if (withJs) {
    return submission.reply({ formErrors: ['captcha'] });
  }

  const address = await clientAddress();
  const { limit, windowMs } = RATE_LIMITS[botCheck];
  // With the proof-of-work a limit per form; without JavaScript one limit for every form together.
  const bucket = botCheck === 'pow' ? `${kind}:pow:${address}` : `nojs:${address}`;
  if (!(await takeRateLimit(bucket, limit, windowMs))) return submission.reply({ formErrors: ['rateLimited'] });
  // Send-to-friend mails text a visitor chooses: one mailbox gets a few a day, whoever sends them.
  if (kind === 'friend' && typeof data.friendEmail === 'string') {
    const { limit: perDay, windowMs: day } = RATE_LIMITS.friendRecipient;
    if (!(await takeRateLimit(`friend-to:${data.friendEmail.trim().toLowerCase()}`, perDay, day)))
      return submission.reply({ fieldErrors: { friendEmail: ['friendLimited'] } });
  }

  const propertyId = typeof data.propertyId === 'number' ? data.propertyId : undefined;
  const property = await leadProperty(propertyId, locale);
  if (PROPERTY_KINDS.includes(kind) && kind !== 'info' && (!property || !formFitsProperty(kind, property.goal)))
    return submission.reply({ formErrors: ['propertyMissing'] });

  try {
    if (data.photo instanceof File) data.photo = await saveImage(data.photo, 'testimonials');
    if (data.cv instanceof File) data.cv = await saveDocument(data.cv, 'cv');
  } catch (error) {
    if (error instanceof UploadRejected)
      return submission.reply({ fieldErrors: { [data.photo ? 'photo' : 'cv']: ['fileType'] } });
    throw error;
  }

  const result = await storeLead({ kind, locale, token, address, botCheck }, data, property);
  if (result.status === 'full') return submission.reply({ fieldErrors: { slotId: ['appointmentsFull'] } });
  if (result.status === 'already-requested') return submission.reply({ formErrors: ['documentsAlready'] });
  after(() => kickMailSender());
  return goThankYou(locale, kind, projectId, token);
}
