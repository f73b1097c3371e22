import { describe, expect, it } from 'vitest';
import { isModuleId, moduleKind, newModuleId, withModuleIds } from './module-id';

describe("a block's id is made, never asked (issue 44)", () => {
  it('is the kind of the block and the first number free on the page', () => {
    expect(newModuleId('text', [])).toBe('text-1');
    expect(newModuleId('text', ['text-1', 'text-2', 'text-4'])).toBe('text-3');
    expect(newModuleId('property-list', ['text-1'])).toBe('property-list-1');
  });

  it("names the kind by the block's first relation, a text when it has none", () => {
    expect(moduleKind({ relations: [{ type: 'property-list', id: 'all' }] })).toBe('property-list');
    expect(moduleKind({ relations: [] })).toBe('text');
    expect(moduleKind({})).toBe('text');
    expect(moduleKind({ relations: [{ type: '<script>' }] })).toBe('text');
  });

  it('fills every block without an id at save, unique within the page, and keeps the others', () => {
    const page = {
      id: 'p-about',
      params: {
        title: { fr: 'À propos' },
        modules: [
          { id: 'text-1', title: { fr: 'Qui sommes-nous' } },
          { id: '', title: { fr: 'Notre équipe' } },
          { id: '  ', relations: [{ type: 'testimonials', id: 'all' }] },
          { title: { fr: 'Encore' } },
        ],
      },
    };
    const filled = withModuleIds(page);
    expect(filled.params.modules.map((m) => m.id)).toEqual(['text-1', 'text-2', 'testimonials-1', 'text-3']);
    expect(filled.params.modules[1]).toEqual({ id: 'text-2', title: { fr: 'Notre équipe' } });
    // The page given is not changed; a page whose blocks all have an id comes back as it is.
    expect(page.params.modules[1]!.id).toBe('');
    expect(withModuleIds(filled)).toBe(filled);
    expect(withModuleIds({ agency: { name: 'x' } })).toEqual({ agency: { name: 'x' } });
    expect(withModuleIds(null)).toBeNull();
  });

  it("knows a block's id field from a relation's id or the page's", () => {
    expect(isModuleId(['params', 'modules', 2, 'id'])).toBe(true);
    expect(isModuleId(['params', 'modules', 2, 'relations', 0, 'id'])).toBe(false);
    expect(isModuleId(['id'])).toBe(false);
  });
});
