// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SchemaNode } from '@/domain/editor/schema-node';
import en from '../../../messages/en.json';
import { ContentEditor, type EditorTexts } from './content-editor';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const text = { type: 'string' } as const;
/** A page with a list of blocks, as the editor draws it from the content schema. */
const NODE: SchemaNode = {
  type: 'object',
  required: ['params'],
  properties: {
    params: {
      type: 'object',
      required: ['modules'],
      properties: {
        modules: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id'],
            properties: {
              id: { type: 'string', minLength: 1 },
              title: { type: 'object', properties: { nl: text, fr: text, en: text } },
              status: { type: 'string', enum: ['Published', 'Draft'], default: 'Published' },
            },
          },
        },
      },
    },
  },
};

const a = en.Admin;
const TEXTS = {
  fields: a.field,
  choices: a.choice,
  languages: { nl: 'Dutch', fr: 'French', en: 'English', de: 'German' },
  shown: ['nl', 'fr', 'en'],
  saveDraft: a.saveDraft,
  publish: a.publish,
  discard: a.discard,
  unpublish: a.unpublish,
  addItem: a.addItem,
  removeItem: a.removeItem,
  moveUp: a.moveUp,
  item: 'Number {n}',
  empty: a.empty,
  advanced: a.advanced,
  requiredNote: a.requiredNote,
  requiredMissing: a.requiredMissing,
  missingOne: a.missingOne,
  missingMany: '{count} fields',
  itemSummary: a.itemSummary,
  moduleIdHint: a.moduleIdHint,
  unsaved: a.unsaved,
  library: {
    pick: 'Pick',
    pickTitle: 'Pick',
    pickSearch: 'Search',
    pickNone: 'None',
    pickClose: 'Close',
    pickManage: 'Manage',
    chosen: '{name}',
    undo: 'Undo',
  },
} as unknown as EditorTexts;

function editor(value: unknown, action = vi.fn(async (state) => state)) {
  render(
    <>
      <nav>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a plain link stands for the back office's menu */}
        <a href="/admin/menu/">Menu</a>
      </nav>
      <ContentEditor
        doc="page:p-about"
        node={NODE}
        initial={{ round: 0, value, problems: [], notice: null, noticeKind: null }}
        texts={TEXTS}
        canUnpublish={false}
        hasDraft={false}
        action={action}
        locale="fr"
        draftKey="draft-key"
        savedAt="2026-11-28T10:00:00.000Z"
      />
    </>,
  );
  return action;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const type = (name: string, value: string) => fireEvent.input(field(name)!, { target: { value } });
const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

const ONE_BLOCK = { params: { modules: [{ id: 'text-1', title: { fr: 'Qui sommes-nous', en: 'Who we are' } }] } };

describe('the content editor keeps what was typed (issue 44)', () => {
  it('adds a block in the form itself, with an id of its own, and keeps the French and English typed before', async () => {
    const action = editor(ONE_BLOCK);
    type('params.modules.0.title.fr', 'Notre équipe');
    type('params.modules.0.title.en', 'Our team');
    fireEvent.click(screen.getByRole('button', { name: 'Add (Modules)' }));
    await frame();
    expect(action).not.toHaveBeenCalled();
    expect(field('params.modules.0.title.fr')!.value).toBe('Notre équipe');
    expect(field('params.modules.0.title.en')!.value).toBe('Our team');
    expect(field('params.modules.#')!.value).toBe('2');
    expect(field('params.modules.1.id')!.value).toBe('text-2');
    expect(field('params.modules.1.title.fr')!.value).toBe('');
    // The new block is open, its first field has the focus (its id is folded under Advanced).
    expect(document.activeElement).toBe(field('params.modules.1.title.nl'));
  });

  it("never asks for a block's id: made, not required, said so under Advanced", () => {
    editor(ONE_BLOCK);
    const id = field('params.modules.0.id')!;
    expect(id.getAttribute('aria-required')).toBeNull();
    expect(id.closest('div')!.textContent).toContain(a.moduleIdHint);
  });

  it('removes and moves blocks without losing what the others hold, their fields named by their new place', async () => {
    editor({
      params: {
        modules: [
          { id: 'text-1', title: { fr: 'Un' } },
          { id: 'text-2', title: { fr: 'Deux' } },
          { id: 'text-3', title: { fr: 'Trois' } },
        ],
      },
    });
    type('params.modules.2.title.fr', 'Trois, retouché');
    fireEvent.click(screen.getByRole('button', { name: 'Remove (Number 1)' }));
    await frame();
    expect(field('params.modules.#')!.value).toBe('2');
    expect(field('params.modules.0.title.fr')!.value).toBe('Deux');
    expect(field('params.modules.1.title.fr')!.value).toBe('Trois, retouché');
    expect(field('params.modules.1.id')!.value).toBe('text-3');
    fireEvent.click(screen.getByRole('button', { name: 'Move up (Number 2)' }));
    await frame();
    expect(field('params.modules.0.title.fr')!.value).toBe('Trois, retouché');
    expect(field('params.modules.0.id')!.value).toBe('text-3');
    expect(field('params.modules.1.title.fr')!.value).toBe('Deux');
  });

  it("sums a folded block up by its title in the staff member's language, a block kept aside said so", () => {
    editor({
      params: {
        modules: [
          { id: 'text-1', title: { nl: 'Wie zijn we', fr: 'Qui sommes-nous' } },
          { id: 'text-2', title: { en: 'Only English' }, status: 'Draft' },
        ],
      },
    });
    const summaries = [...document.querySelectorAll('summary')].map((s) => s.textContent);
    expect(summaries).toContain('Number 1: Qui sommes-nous');
    expect(summaries).toContain(`Number 2: Only English – ${a.choice.Draft}`);
    // The status is a choice in the staff's words, with no empty value.
    const status = field('params.modules.1.status') as unknown as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([a.choice.Published, a.choice.Draft]);
    expect(status.value).toBe('Draft');
  });

  it('asks before a link leaves unsaved changes, and stays when told to', () => {
    editor(ONE_BLOCK);
    const confirm = vi.fn<(message?: string) => boolean>(() => false);
    window.confirm = confirm;
    const menu = screen.getByRole('link', { name: 'Menu' });
    // What the link does (a Next link's navigation), kept from leaving the test's page.
    const followed = vi.fn((event: Event) => event.preventDefault());
    menu.addEventListener('click', followed);
    // Nothing typed: no question, the link is followed.
    fireEvent.click(menu);
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(1);
    type('params.modules.0.title.fr', 'Changé');
    // Typed: asked first, and told to stay, the link does nothing.
    fireEvent.click(menu);
    expect(confirm).toHaveBeenCalledWith(a.unsaved.leave);
    expect(followed).toHaveBeenCalledTimes(1);
    // Told to leave, it is followed.
    confirm.mockReturnValue(true);
    fireEvent.click(menu);
    expect(followed).toHaveBeenCalledTimes(2);
    expect(field('params.modules.0.title.fr')!.value).toBe('Changé');
  });

  it('keeps a draft as staff type, and offers it back when the page is opened again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:05:00.000Z'));
    editor(ONE_BLOCK);
    type('params.modules.0.title.fr', 'Brouillon gardé');
    act(() => vi.advanceTimersByTime(500));
    const kept = JSON.parse(localStorage.getItem('draft-key')!);
    expect(kept.entries['params.modules.0.title.fr']).toBe('Brouillon gardé');
    expect(kept.savedAt).toBe(Date.parse('2026-11-28T10:05:00.400Z'));
    vi.useRealTimers();
    cleanup();

    editor(ONE_BLOCK);
    const offer = await screen.findByRole('alert');
    expect(offer.textContent).toMatch(/^Unsaved changes from .* were kept in this browser\./);
    expect(field('params.modules.0.title.fr')!.value).toBe('Qui sommes-nous');
    fireEvent.click(screen.getByRole('button', { name: a.unsaved.restore }));
    expect(field('params.modules.0.title.fr')!.value).toBe('Brouillon gardé');
    expect(field('params.modules.0.title.en')!.value).toBe('Who we are');
    expect(screen.getByRole('status').textContent).toBe(a.unsaved.restored);
  });
});
