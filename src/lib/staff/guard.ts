import 'server-only';
import { forbidden } from 'next/navigation';
import { mayOpen, type Section } from '@/domain/access/roles';
import { adminTexts } from './admin-page';
import { requestStaff, requireStaff, type Staff } from './session';

/**
 * Every back-office page and server action starts here (issue 44): the staff member whose role
 * opens this section (src/domain/access/roles.ts); signed out, the sign-in page; any other role,
 * 403 before anything is read or changed (a page shows the translated "No access" page).
 */
export async function requireSection(section: Section): Promise<Staff> {
  const staff = await requireStaff();
  if (!mayOpen(staff.role, section)) forbidden();
  return staff;
}

const plain = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra },
  });

/**
 * Every back-office route (an export, a file, the preview) starts here: the staff member whose
 * role opens this section, or the answer to give instead: 404 signed out (the address is not
 * there for a visitor), 403 with the staff member's words for another role. No data is read first.
 */
export async function staffForRoute(section: Section): Promise<Staff | Response> {
  const staff = await requestStaff();
  if (!staff) return plain(404, 'Not found');
  if (mayOpen(staff.role, section)) return staff;
  const t = await adminTexts(staff.locale);
  return plain(403, `${t('forbiddenTitle')}. ${t('forbiddenText')}`);
}
