'use server';

import { after } from 'next/server';
import { cookies } from 'next/headers';
import { env } from '@/env';
import { getPathname, redirect } from '@/i18n/navigation';
import { thankYouFor } from '@/domain/forms/registry';
import { handleLead, type LeadFormState } from '@/lib/leads/handle-lead';
import { SENT_COOKIE } from '@/lib/leads/recap';
import { kickMailSender } from '@/lib/mail/runner';
import { clientAddress } from '@/lib/security/client-address';
import { asForm } from '@/lib/security/as-form';

/**
 * The server action of every lead form: the checks and the storing are lib/leads/handle-lead.ts's;
 * here the answer goes back to the form, or the visitor to the form's thank-you page. A short-lived
 * cookie names the submission (its form token) so that page can recap it (issue 20); the page is
 * private and never stored (decision 018).
 */
export async function submitLead(_prev: LeadFormState, formData: FormData): Promise<LeadFormState> {
  formData = asForm(formData);
  const outcome = await handleLead(formData, { address: clientAddress });
  if (!outcome.done) return outcome.reply;
  if (outcome.queued) after(() => kickMailSender());
  const { locale, kind, projectId, token } = outcome;
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
