import 'server-only';
import { headers } from 'next/headers';
import { redirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { currentUser } from '@/lib/auth/login';
import { ownerOfUser, type Owner } from '@/lib/owners/portal';

/** The signed-in owner of a portal page, or a redirect to the login. */
export async function requireOwner(locale: AppLocale): Promise<Owner> {
  const user = await currentUser(await headers());
  const owner = user ? await ownerOfUser(user.id) : null;
  if (!owner) return redirect({ href: '/login', locale });
  return owner;
}
