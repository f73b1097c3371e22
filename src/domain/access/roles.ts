/**
 * The back office's roles and what each may open (issue 44, docs/decisions/030-staff-roles.md):
 * the one rule that the menu, every page, every server action and every export or file route of
 * the back office ask. An `editor` writes the site (texts, pages, menu, pictures, testimonials);
 * an `agent` works with people and listings (leads, lists, visit slots, the listings' legal
 * gaps); an `admin` does everything, and alone the staff accounts, the connectors, a person's
 * GDPR request and the agency's identity in the site settings.
 */
export const ROLES = ['editor', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The back office's sections, in the order of its menu. `dashboard` is its overview (/admin/). */
export const SECTIONS = [
  'dashboard',
  'content',
  'menu',
  'media',
  'testimonials',
  'leads',
  'legal',
  'slots',
  'lists',
  'privacy',
  'staff',
  'connectors',
] as const;
export type Section = (typeof SECTIONS)[number];

/** What a role may do beyond opening a section: the agency's identity, brand and languages. */
const ABILITIES = ['siteIdentity'] as const;
export type Ability = (typeof ABILITIES)[number];

const SECTIONS_OF: Record<Role, readonly Section[]> = {
  editor: ['dashboard', 'content', 'menu', 'media', 'testimonials'],
  agent: ['dashboard', 'leads', 'legal', 'slots', 'lists'],
  admin: SECTIONS,
};

const ABILITIES_OF: Record<Role, readonly Ability[]> = { editor: [], agent: [], admin: ABILITIES };

/** May this role open this section (its pages, its actions, its exports)? */
export function mayOpen(role: Role, section: Section): boolean {
  return SECTIONS_OF[role].includes(section);
}

/** May this role do this beyond its sections? */
export function mayDo(role: Role, ability: Ability): boolean {
  return ABILITIES_OF[role].includes(ability);
}

/** The sections a role opens, in the menu's order. */
export function sectionsOf(role: Role): Section[] {
  return SECTIONS.filter((s) => mayOpen(role, s));
}

/**
 * The role a stored value names. A value no role has (none can be stored: the table checks it)
 * gives the role that opens the least of the personal data, the editor's, as before there were three.
 */
export function roleFrom(stored: unknown): Role {
  return (ROLES as readonly unknown[]).includes(stored) ? (stored as Role) : 'editor';
}

/** The back office's routes outside /admin/{section}/: its API's files, exports and preview. */
const API_SECTIONS: Record<string, Section> = {
  leads: 'leads', // the leads' CSV
  lists: 'lists', // each list's CSV
  privacy: 'privacy', // a person's data as JSON
  uploads: 'testimonials', // a visitor's photo waiting for moderation
  preview: 'content', // a draft seen as the page
};

/**
 * The section an address of the back office belongs to: `/admin/` is the overview,
 * `/admin/leads/12/` the leads, `/api/admin/lists/demands/` the lists. Null for what any visitor
 * reaches (sign-in, forgotten password, a new password) and for an address that is no section.
 */
export function sectionOfPath(pathname: string): Section | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'api' && parts[1] === 'admin') return API_SECTIONS[parts[2] ?? ''] ?? null;
  if (parts[0] !== 'admin') return null;
  if (parts.length === 1) return 'dashboard';
  const first = parts[1] as Section;
  return first !== 'dashboard' && SECTIONS.includes(first) ? first : null;
}
