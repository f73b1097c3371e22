'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { brusselsInstant } from '@/domain/format/brussels-time';
import { invalidate } from '@/lib/cache/invalidate';
import { catalogueTagsFor } from '@/lib/cache/tags';
import { addSlot, cancelSlot, setCapacity } from '@/lib/backoffice/slots';
import { kickMailSender } from '@/lib/mail/runner';
import { requireSection } from '@/lib/staff/guard';
import { asForm } from '@/lib/security/as-form';

/** Add a slot, change its places, cancel it (the visitors told): then back to the property's slots. */
export async function slotAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('slots');
  const db = getDb();
  const propertyId = Number(form.get('property'));
  const intent = String(form.get('intent'));
  let done: string;
  if (intent === 'add') {
    const day = String(form.get('day') ?? '');
    const startsAt = brusselsInstant(day, String(form.get('start') ?? '')) ?? new Date(NaN);
    const endsAt = brusselsInstant(day, String(form.get('end') ?? '')) ?? new Date(NaN);
    done =
      (await addSlot(db, { propertyId, startsAt, endsAt, capacity: Number(form.get('capacity')) }, staff.email)) ??
      'added';
  } else if (intent === 'capacity') {
    done =
      (await setCapacity(db, Number(form.get('slot')), Number(form.get('capacity')), staff.email)) ?? 'capacity-ok';
  } else if (intent === 'cancel') {
    const told = await cancelSlot(db, Number(form.get('slot')), staff.email);
    if (told) void kickMailSender();
    done = told === null ? 'missing' : `cancelled-${told}`;
  } else {
    done = 'missing';
  }
  // The detail page's booking form reads its slots through the catalogue's cache.
  if (Number.isSafeInteger(propertyId) && propertyId > 0) await invalidate(catalogueTagsFor([propertyId]));
  redirect(`/admin/slots/?property=${Number.isSafeInteger(propertyId) ? propertyId : ''}&done=${done}`);
}
