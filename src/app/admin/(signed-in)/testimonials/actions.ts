'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { invalidate } from '@/lib/cache/invalidate';
import { TESTIMONIALS_TAG } from '@/lib/cache/tags';
import { requireSection } from '@/lib/staff/guard';
import { correctTestimonial, publishTestimonial, rejectTestimonial } from '@/lib/testimonials/moderation';
import { asForm } from '@/lib/security/as-form';

/** One moderation step (publish, reject, correct the words), then back to the list it came from. */
export async function moderateAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('testimonials');
  const id = Number(form.get('id'));
  const from = ['pending', 'published', 'rejected'].includes(String(form.get('from')))
    ? String(form.get('from'))
    : 'pending';
  const intent = String(form.get('intent'));
  let done = 'missing';
  if (Number.isSafeInteger(id) && id > 0) {
    const db = getDb();
    const text = {
      name: String(form.get('name') ?? ''),
      about: String(form.get('about') ?? ''),
      comment: String(form.get('comment') ?? ''),
    };
    if (intent === 'publish') {
      // What is on the screen is what goes on the site: a correction made before pressing Publish
      // (an insult or a phone number taken out) is saved first, and a refused one publishes nothing.
      const corrected = form.has('comment') ? await correctTestimonial(db, id, text, staff.email) : 'ok';
      done = corrected !== 'ok' ? corrected : (await publishTestimonial(db, id, staff.email)) ? 'published' : 'missing';
    } else if (intent === 'reject') done = (await rejectTestimonial(db, id, staff.email)) ? 'rejected' : 'missing';
    else if (intent === 'save') {
      const result = await correctTestimonial(db, id, text, staff.email);
      done = result === 'ok' ? 'saved' : result;
    }
    await invalidate([TESTIMONIALS_TAG]);
  }
  redirect(`/admin/testimonials/?status=${from}&done=${done}#t${id}`);
}
