import { describe, expect, it } from 'vitest';
import { draftIsNewer, draftKey, formSnapshot, readDraft, sameEntries } from './form-draft';

describe("the editor's draft kept in the browser (issue 44)", () => {
  it("keeps the document's fields, not the form's machinery or chosen files", () => {
    const file = new File(['x'], 'a.jpg');
    expect(
      formSnapshot([
        ['_doc', 'page:p-about'],
        ['_intent', 'save'],
        ['_library:params.image.url', '12'],
        ['params.title.fr', 'À propos'],
        ['params.modules.#', '2'],
        ['_upload:params.image.url', file],
      ]),
    ).toEqual({ 'params.title.fr': 'À propos', 'params.modules.#': '2' });
  });

  it('reads back a kept draft, and nothing from a broken or foreign one', () => {
    expect(readDraft(JSON.stringify({ savedAt: 5, entries: { a: 'b', c: 3 } }))).toEqual({
      savedAt: 5,
      entries: { a: 'b' },
    });
    for (const raw of [null, '', '{', '[]', '{"entries":{}}', '{"savedAt":"5","entries":{}}', '{"savedAt":5}'])
      expect(readDraft(raw), String(raw)).toBeNull();
  });

  it('is offered only when kept after the last save', () => {
    const saved = '2026-11-28T10:00:00.000Z';
    expect(draftIsNewer({ savedAt: Date.parse(saved) + 1, entries: {} }, saved)).toBe(true);
    expect(draftIsNewer({ savedAt: Date.parse(saved), entries: {} }, saved)).toBe(false);
    expect(draftIsNewer({ savedAt: 1, entries: {} }, 'not a date')).toBe(true);
  });

  it('compares fields by value, an empty field as a missing one', () => {
    expect(sameEntries({ a: 'x', b: '' }, { a: 'x' })).toBe(true);
    expect(sameEntries({ a: 'x' }, { a: 'y' })).toBe(false);
    expect(sameEntries({ a: 'x' }, { a: 'x', c: 'z' })).toBe(false);
  });

  it('is kept per staff member and document', () => {
    expect(draftKey('u1', 'page:p-about')).toBe('vitrine.editor-draft.u1.page:p-about');
    expect(draftKey('u2', 'page:p-about')).not.toBe(draftKey('u1', 'page:p-about'));
  });
});
