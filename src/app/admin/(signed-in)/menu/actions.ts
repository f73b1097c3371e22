'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { flatten, menuTree, moveAmongSiblings, type MenuWhere } from '@/domain/content/menu-order';
import { refresh } from '@/lib/content/live';
import { menuPlaces, publishMenuOrder } from '@/lib/content/store';
import { asForm } from '@/lib/security/as-form';
import { requireSection } from '@/lib/staff/guard';

/**
 * The menu screen's two buttons: "Publish this order" (the order the screen sends), or, without
 * JavaScript, Up or Down on one page (that one move, published at once). Back to the screen with
 * what happened.
 */
export async function menuOrderAction(form: FormData): Promise<void> {
  form = asForm(form);
  const staff = await requireSection('menu');
  const where: MenuWhere = form.get('where') === 'footer' ? 'footer' : 'main';
  const db = getDb();
  const move = /^(.{1,80}):(-1|1)$/.exec(String(form.get('move') ?? ''));
  let order: string[];
  if (move) {
    const tree = menuTree(await menuPlaces(db, 'nl'), where);
    order = flatten(moveAmongSiblings(tree, move[1]!, Number(move[2]) as -1 | 1));
  } else {
    order = String(form.get('order') ?? '')
      .slice(0, 20_000)
      .split(',')
      .filter(Boolean);
  }
  const outcome = await publishMenuOrder(db, where, order, staff.email);
  if (outcome.ok) await refresh();
  const done = outcome.ok ? 'published' : 'stale' in outcome ? 'stale' : 'refused';
  redirect(`/admin/menu/?done=${done}#menu-${where}`);
}
