import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { login, type LoginResult, type LoginSystem } from '@/lib/auth/login';
import type { AdminLocale } from '@/domain/access/staff';
import { shownOrDefault } from '@/lib/content/languages';
import { roleFrom, type Role } from '@/domain/access/roles';
import { staffAuth } from './auth';

export type Staff = { id: string; email: string; name: string; role: Role; locale: AdminLocale };

const STAFF: LoginSystem = {
  keyPrefix: 'staff:',
  signIn: (email, password, requestHeaders) =>
    staffAuth().api.signInEmail({ body: { email, password }, headers: requestHeaders }),
};

/** A staff member's sign-in, with the owners' protections (lock-out, the account's pause) under keys of its own. */
export async function staffLogin(input: {
  email: string;
  password: string;
  ip: string;
  headers: Headers;
}): Promise<LoginResult> {
  return login(input, undefined, undefined, STAFF);
}

export async function staffLogout(): Promise<void> {
  await staffAuth().api.signOut({ headers: await headers() });
}

/** The signed-in staff member of this request, or null. */
async function currentStaff(): Promise<Staff | null> {
  const session = await staffAuth().api.getSession({ headers: await headers() });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string; locale?: string };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleFrom(user.role),
    // A language the site no longer shows gives way to its default.
    locale: shownOrDefault(user.locale),
  };
}

/** The staff member of this request, read once however many parts of a page ask (layout and page render side by side). */
export const requestStaff = cache(currentStaff);

/** The staff member, else the sign-in page (requireSection of guard.ts adds the role's check). */
export async function requireStaff(): Promise<Staff> {
  const staff = await requestStaff();
  if (!staff) redirect('/admin/login/');
  return staff;
}
