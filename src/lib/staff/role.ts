import 'server-only';
import { roleFrom, type Role } from '@/domain/access/roles';
import { staffAuth } from './auth';

/** The role of the staff session these headers carry, or null (no session, or an owner's). */
export async function staffRole(headers: Headers): Promise<Role | null> {
  try {
    const session = await staffAuth().api.getSession({ headers });
    if (!session) return null;
    return roleFrom((session.user as { role?: string }).role);
  } catch {
    return null;
  }
}
