/** The back office's roles and what each opens: roles.ts (issue 44). */
export { ROLES, type Role } from './roles';

/** The languages of the back office (an agency's staff speak one of the site's three). */
export const ADMIN_LOCALES = ['nl', 'fr', 'en'] as const;
export type AdminLocale = (typeof ADMIN_LOCALES)[number];

/** The best of the back office's languages for an Accept-Language header (Dutch when none fits). */
export function adminLocaleFor(acceptLanguage: string | null): AdminLocale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { lang: tag.toLowerCase().slice(0, 2), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  return (
    (wanted.find((w) => (ADMIN_LOCALES as readonly string[]).includes(w.lang))?.lang as AdminLocale | undefined) ?? 'nl'
  );
}

/**
 * The parts of the site settings that only an admin changes (issue 29): the agency's identity, its
 * brand and its languages. An editor sees them and changes the rest.
 */
export const ADMIN_ONLY_SITE_KEYS = ['agency', 'brand', 'languages'] as const;

/**
 * The site settings an editor's form asks for, with the admin-only parts as they are stored: what
 * the form sends for them (nothing, their fields being disabled, or a forged value) is ignored.
 */
export function keepAdminOnly(wanted: unknown, stored: unknown): unknown {
  if (!isRecord(wanted) || !isRecord(stored)) return wanted;
  const kept: Record<string, unknown> = { ...wanted };
  for (const key of ADMIN_ONLY_SITE_KEYS) {
    if (key in stored) kept[key] = stored[key];
    else delete kept[key];
  }
  return kept;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
