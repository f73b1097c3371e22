'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { erasedQuery, erasePerson, normalEmail } from '@/lib/backoffice/gdpr';
import { requireSection } from '@/lib/staff/guard';
import { asForm } from '@/lib/security/as-form';

/** Erases a person's data (admins only, 403 otherwise), after the confirmation box. */
export async function eraseAction(form: FormData): Promise<void> {
  form = asForm(form);
  const admin = await requireSection('privacy');
  const email = normalEmail(String(form.get('email') ?? ''));
  if (!email) redirect('/admin/privacy/?done=invalid');
  if (form.get('confirm') !== 'yes') redirect(`/admin/privacy/?email=${encodeURIComponent(email)}&done=confirm`);
  const counts = await erasePerson(getDb(), email, admin.email);
  redirect(`/admin/privacy/?${erasedQuery(counts)}`);
}
