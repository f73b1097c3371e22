/** The back office's roles: `admin` does everything, staff accounts included; `editor` content and moderation. */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

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
