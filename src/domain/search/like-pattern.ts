/**
 * A LIKE / ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken as characters
 * (PostgreSQL's default escape is the backslash): what staff or visitors type is never a wildcard.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
