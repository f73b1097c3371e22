/** Small readers the connectors' mappings share. Pure. */

/** The object without its undefined and null members; undefined when nothing is left (a group not sent). */
export function compact<T extends Record<string, unknown>>(o: T): Partial<T> | undefined {
  const entries = Object.entries(o).filter(([, v]) => v !== undefined && v !== null);
  return entries.length ? (Object.fromEntries(entries) as Partial<T>) : undefined;
}

/** A count of rooms or places the feed takes (0 to 99, whole), else undefined. */
export function roomCount(n: number | undefined): number | undefined {
  return n !== undefined && n >= 0 && n <= 99 ? Math.round(n) : undefined;
}

/**
 * The person of a lead as agency software files a contact: the family name (else the name the form
 * gave, else the e-mail address) and the first name when both are known; null without an e-mail
 * address (the software matches contacts on it).
 */
export function leadPerson(lead: {
  payload: Record<string, unknown>;
  contact: { name: string; email: string | null };
}): { email: string; name: string; firstName?: string } | null {
  const email = lead.contact.email;
  if (!email) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined);
  const first = text(lead.payload.firstName) ?? text(lead.payload.aFirstName);
  const last = text(lead.payload.lastName) ?? text(lead.payload.aLastName);
  return { email, name: last ?? (text(lead.contact.name) || email), ...(first && last ? { firstName: first } : {}) };
}

/** A listing's title from its first line: at most 200 characters, cut at a word. */
export function listingTitle(text: string): string {
  const line = text.split('\n')[0]!.trim();
  if (line.length <= 200) return line;
  const cut = line.slice(0, 199);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120)).trimEnd()}…`;
}

/**
 * Whether a value the software sent says something: not null, not blank, not 0 or false (a surface
 * of 0, a feature it has not), not an empty list, not an object whose members say nothing. A run
 * names only the fields that carry a value (issue 42).
 */
export function carriesValue(v: unknown): boolean {
  if (v === null || v === undefined || v === 0 || v === false) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (Array.isArray(v)) return v.some(carriesValue);
  if (typeof v === 'object') return Object.values(v as Record<string, unknown>).some(carriesValue);
  return true;
}

/** The keys of a record that the site does not read and that carry a value. */
export function unreadKeys(record: Record<string, unknown>, read: ReadonlySet<string>): string[] {
  return Object.keys(record).filter((k) => !read.has(k) && carriesValue(record[k]));
}
