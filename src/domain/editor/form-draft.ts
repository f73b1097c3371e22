/**
 * A draft of the editor's form kept in the browser as staff type (issue 44): its fields by name,
 * and when it was kept. The form's own machinery (`_intent`, `_doc`, chosen files) is not kept.
 */
export type FormDraft = { savedAt: number; entries: Record<string, string> };

/** The fields of a form worth keeping: every text, choice and list length, no machinery or file. */
export function formSnapshot(data: Iterable<[string, FormDataEntryValue]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string' && !name.startsWith('_')) out[name] = value;
  return out;
}

/** A kept draft read back, or null for nothing, a broken one or one of another shape. */
export function readDraft(raw: string | null): FormDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<FormDraft>;
    if (typeof parsed.savedAt !== 'number' || !parsed.entries || typeof parsed.entries !== 'object') return null;
    const entries = Object.fromEntries(
      Object.entries(parsed.entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { savedAt: parsed.savedAt, entries };
  } catch {
    return null;
  }
}

/** Whether the draft was kept after the document was last saved (`savedAt`, ISO), so holds newer work. */
export function draftIsNewer(draft: FormDraft, savedAt: string): boolean {
  const saved = Date.parse(savedAt);
  return Number.isNaN(saved) || draft.savedAt > saved;
}

/** Whether two sets of fields hold the same values (a draft that changes nothing is not offered). */
export function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
}

/** The key a draft is kept under: one per document and staff member, in this browser. */
export function draftKey(staffId: string, doc: string): string {
  return `vitrine.editor-draft.${staffId}.${doc}`;
}
