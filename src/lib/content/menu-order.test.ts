import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '@/db/test-db';
import type { DbHandle } from '@/db/open';
import { flatten, menuTree } from '@/domain/content/menu-order';
import type { MenuPage } from '@/domain/content/schema';
import { fixtureContent } from '@/test/data/content';
import { document, importContent, menuPlaces, pageDoc, publishedContent, publishMenuOrder, saveDraft, versions } from './store';

const files = fixtureContent();
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await importContent(handle.db, files, 'test');
});
afterAll(async () => handle?.close());

/** The main menu's top level as the site builds it from the published content. */
async function mainMenu(): Promise<string[]> {
  const { pages } = (await publishedContent(handle.db))!;
  return pages
    .filter((p) => p.parentId === null && p.menu === 'main' && p.status === 'Published')
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
    .map((p) => p.id);
}

describe('a menu put in a new order on the menu screen (issue 31)', () => {
  it('publishes the new order at once: the moved pages keep a version, their drafts follow', async () => {
    const tree = menuTree(await menuPlaces(handle.db, 'nl'), 'main');
    const top = tree.map((n) => n.id);
    expect(top.length).toBeGreaterThan(3);
    expect(await mainMenu()).toEqual(top);
    // A draft of the last entry waits meanwhile: publishing it later must not undo the order.
    const last = top.at(-1)!;
    const draft = structuredClone((await document(handle.db, pageDoc(last)))!.published) as MenuPage;
    draft.params.title.nl = `${draft.params.title.nl} (nieuw)`;
    expect(await saveDraft(handle.db, pageDoc(last), draft, 'editor@test')).toEqual({ ok: true });
    const before = (await versions(handle.db, pageDoc(last))).length;

    // The last entry first, the rest as they were; the children keep their order.
    const reordered = [last, ...top.slice(0, -1)];
    const sent = [...reordered, ...flatten(tree).filter((id) => !top.includes(id))];
    expect(await publishMenuOrder(handle.db, 'main', sent, 'editor@test')).toEqual({ ok: true });
    expect(await mainMenu()).toEqual(reordered);
    expect(await versions(handle.db, pageDoc(last))).toHaveLength(before + 1);
    const row = (await document(handle.db, pageDoc(last)))!;
    expect((row.draft as MenuPage).sort).toBe((row.published as MenuPage).sort);
    expect((row.draft as MenuPage).params.title.nl).toContain('(nieuw)');
  });

  it('changes nothing for an order that is not the menu as it is (a page missing, doubled or foreign)', async () => {
    const places = await menuPlaces(handle.db, 'nl');
    const ids = flatten(menuTree(places, 'main'));
    const menuBefore = await mainMenu();
    const footer = flatten(menuTree(places, 'footer'));
    for (const order of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), footer[0]!]])
      expect(await publishMenuOrder(handle.db, 'main', order, 'editor@test')).toEqual({ ok: false, stale: true });
    expect(await mainMenu()).toEqual(menuBefore);
  });

  it('orders the footer on its own, the main menu untouched; the same order twice keeps no new version', async () => {
    const footer = flatten(menuTree(await menuPlaces(handle.db, 'nl'), 'footer'));
    expect(footer.length).toBeGreaterThan(1);
    const menuBefore = await mainMenu();
    const reversed = [...footer].reverse();
    expect(await publishMenuOrder(handle.db, 'footer', reversed, 'editor@test')).toEqual({ ok: true });
    expect(flatten(menuTree(await menuPlaces(handle.db, 'nl'), 'footer'))).toEqual(reversed);
    expect(await mainMenu()).toEqual(menuBefore);
    const count = (await versions(handle.db, pageDoc(reversed[0]!))).length;
    expect(await publishMenuOrder(handle.db, 'footer', reversed, 'editor@test')).toEqual({ ok: true });
    expect(await versions(handle.db, pageDoc(reversed[0]!))).toHaveLength(count);
  });
});
