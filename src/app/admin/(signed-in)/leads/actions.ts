'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { resendMail } from '@/lib/backoffice/leads';
import { resendDelivery } from '@/lib/connectors/deliveries';
import { kickLeadSender } from '@/lib/connectors/runner';
import { kickMailSender } from '@/lib/mail/runner';
import { requireSection } from '@/lib/staff/guard';
import { asForm } from '@/lib/security/as-form';

/** Sends one mail of a lead, or the lead to the agency software, again; then back to the same filtered list. */
export async function resendAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('leads');
  const delivery = Number(form.get('delivery'));
  const id = Number(form.get('mail'));
  let ok = false;
  if (form.has('delivery')) {
    ok = Number.isSafeInteger(delivery) && delivery > 0 && (await resendDelivery(getDb(), delivery));
    if (ok) kickLeadSender();
  } else {
    ok = Number.isSafeInteger(id) && id > 0 && (await resendMail(getDb(), id, staff.email));
    if (ok) void kickMailSender();
  }
  const back = new URLSearchParams(String(form.get('back') ?? '').slice(0, 400));
  back.set('done', ok ? (form.has('delivery') ? 'resentSoftware' : 'resent') : 'missing');
  redirect(`/admin/leads/?${back.toString()}`);
}
