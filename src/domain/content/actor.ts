/**
 * Who made a change to the site's words, as the back office names it (issue 44). A staff member
 * is stored by e-mail and shown so; the commands store their own words ("agency apply of DIR",
 * "content import of DIR", "content files" at the first start), which are the product's, not a
 * reader's: they are named in the reader's language instead (`Admin.actorFolder`,
 * `Admin.actorContentFiles`), with the folder as it was given.
 */
export type ActorWords = { key: 'actorFolder'; folder: string } | { key: 'actorContentFiles' };

const FOLDER = /^(?:agency apply|content import) of (.+)$/;

/** The message that names a command's change; null for a person (an e-mail), shown as it is. */
export function actorWords(actor: string): ActorWords | null {
  const folder = FOLDER.exec(actor.trim());
  if (folder) return { key: 'actorFolder', folder: folder[1]! };
  if (actor.trim() === 'content files') return { key: 'actorContentFiles' };
  return null;
}
