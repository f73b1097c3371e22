'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { ROLES, type AdminLocale, type Role } from '@/domain/access/staff';
import { defaultLocale, staffLocales } from '@/lib/content/languages';
import { requireSection } from '@/lib/staff/guard';
import { changeRole, inviteStaff, removeStaff } from '@/lib/staff/invite';
import { asForm } from '@/lib/security/as-form';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

function pick<T extends string>(list: readonly T[], value: FormDataEntryValue | null, fallback: T): T {
  return (list as readonly string[]).includes(String(value)) ? (String(value) as T) : fallback;
}

/** Admin only (403 otherwise): invite, change a role, remove an account; never one's own. */
export async function staffAction(form: FormData): Promise<void> {
  form = asForm(form);
  const admin = await requireSection('staff');
  const db = getDb();
  const intent = String(form.get('intent'));
  let done = 'missing';
  if (intent === 'invite') {
    const email = String(form.get('email') ?? '')
      .trim()
      .slice(0, 254);
    const name = String(form.get('name') ?? '')
      .trim()
      .slice(0, 100);
    done =
      !name || !EMAIL.test(email)
        ? 'inviteInvalid'
        : await inviteStaff(
            db,
            {
              email,
              name,
              role: pick<Role>(ROLES, form.get('role'), 'editor'),
              locale: pick<AdminLocale>(staffLocales(), form.get('locale'), defaultLocale()),
            },
            admin.email,
          );
  } else {
    const id = String(form.get('id') ?? '').slice(0, 80);
    if (id === admin.id) done = 'notYourself';
    else if (intent === 'role')
      done = (await changeRole(db, id, pick<Role>(ROLES, form.get('role'), 'editor'), admin.email))
        ? 'roleChanged'
        : 'missing';
    else if (intent === 'remove') done = (await removeStaff(db, id, admin.email)) ? 'staffRemoved' : 'missing';
  }
  redirect(`/admin/staff/?done=${done}`);
}
