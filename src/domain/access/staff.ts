import { browserLanguages } from '../language/languages';
import { SITE_LOCALES, type SiteLocale } from '../language/site-locales';

/** The back office's roles and what each opens: roles.ts (issue 44). */
export { ROLES, type Role } from './roles';

/**
 * The languages of the back office: every language the product routes. Which of them staff are
 * offered is the site's setting (its enabled languages, src/lib/content/languages.ts staffLocales);
 * an account whose language the site no longer shows works in its default language.
 */
export type AdminLocale = SiteLocale;

/**
 * The best of `offered` (the site's languages, its default first) for an Accept-Language header:
 * the browser's most wanted, else the first offered (the site's default).
 */
export function adminLocaleFor(
  acceptLanguage: string | null,
  offered: readonly AdminLocale[] = SITE_LOCALES,
): AdminLocale {
  const wanted = browserLanguages(acceptLanguage).find((l) => (offered as readonly string[]).includes(l));
  return (wanted as AdminLocale | undefined) ?? offered[0] ?? 'nl';
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
