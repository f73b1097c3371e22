import 'server-only';
import { cache } from 'react';
import { cookies, draftMode } from 'next/headers';
import { getDb } from '@/db/client';
import { requestStaff } from '@/lib/staff/session';
import { mayOpen } from '@/domain/access/roles';
import { setRequestContent } from './load';
import { previewContent } from './store';

/** The document a staff member previews (set with Next's draft mode by /api/admin/preview/). */
export const PREVIEW_COOKIE = 'vitrine-preview';

/** `site` or `page:<id>`: the documents of the back office. */
export function isDocName(value: string): boolean {
  return value === 'site' || /^page:[A-Za-z0-9_-]{1,80}$/.test(value);
}

/**
 * In draft mode, for a signed-in staff member: this request shows the site as it would be with the
 * previewed draft published. Every part of a page that reads content renders side by side (layout,
 * page, metadata), so each calls this first; it reads the database once per request.
 */
export const applyPreview = cache(async (): Promise<{ doc: string } | null> => {
  if (!(await draftMode()).isEnabled) return null;
  const doc = (await cookies()).get(PREVIEW_COOKIE)?.value;
  if (!doc || !isDocName(doc)) return null;
  // Only a role that opens the site's texts sees a draft (domain/access/roles).
  const staff = await requestStaff();
  if (!staff || !mayOpen(staff.role, 'content')) return null;
  const preview = await previewContent(getDb(), doc);
  if (!preview) return null;
  setRequestContent(preview);
  return { doc };
});
