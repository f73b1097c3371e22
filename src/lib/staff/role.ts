import 'server-only';
import type { Role } from '@/domain/access/staff';
import { staffAuth } from './auth';

/** The role of the staff session these headers carry, or null (no session, or an owner's). */
export async function staffRole(headers: Headers): Promise<Role | null> {
  try {
    const session = await staffAuth().api.getSession({ headers });
    if (!session) return null;
    return (session.user as { role?: string }).role === 'admin' ? 'admin' : 'editor';
  } catch {
    return null;
  }
}
