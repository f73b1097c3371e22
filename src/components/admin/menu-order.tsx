'use client';

import { useEffect, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import {
  flatten,
  moveAmongSiblings,
  moveToIndex,
  placeOf,
  splitOverflow,
  type MenuNode,
  type MenuWhere,
} from '@/domain/content/menu-order';

export type MenuOrderTexts = {
  heading: string;
  up: string;
  down: string;
  /** "{title}: place {place} of {of}", the three left in. */
  place: string;
  preview: string;
  more: string;
  /** "The first {max} are in the bar…", {max} and {more} left in. */
  maxNote: string;
  publish: string;
  unsaved: string;
  empty: string;
  /** The drag handle's tooltip: drag to move, the buttons for the keyboard. */
  drag: string;
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => String(values[key] ?? all));

/**
 * One menu's order (issue 31): its pages as a tree, moved with the Up and Down buttons (by
 * keyboard or pointer) or dragged by their handle among their siblings (mouse, pen or finger),
 * each move said to a screen reader; the main menu's bar shown as a visitor sees it, the
 * overflow behind "More". Nothing reaches the site before "Publish this order". Without
 * JavaScript, Up and Down are submit buttons: each moves the page on the site at once.
 */
export function MenuOrder({
  where,
  tree: initial,
  maxItems,
  texts,
  action,
}: {
  where: MenuWhere;
  tree: MenuNode[];
  maxItems?: number;
  texts: MenuOrderTexts;
  action: (form: FormData) => Promise<void>;
}) {
  const [tree, setTree] = useState(initial);
  const [said, setSaid] = useState('');
  const refocus = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const changed = flatten(tree).join(',') !== flatten(initial).join(',');

  // A moved entry's button keeps the focus: React may move its list item in the document.
  useEffect(() => {
    if (!refocus.current) return;
    form.current?.querySelector<HTMLButtonElement>(`button[value="${CSS.escape(refocus.current)}"]`)?.focus();
    refocus.current = null;
  }, [tree]);

  const moved = (next: MenuNode[], id: string, title: string) => {
    if (next === tree) return;
    setTree(next);
    const place = placeOf(next, id);
    if (place) setSaid(fill(texts.place, { title, ...place }));
  };
  const onMove = (event: MouseEvent<HTMLButtonElement>, node: MenuNode, by: -1 | 1) => {
    event.preventDefault();
    refocus.current = event.currentTarget.value;
    moved(moveAmongSiblings(tree, node.id, by), node.id, node.title);
  };
  // Dragging by the handle: pointer events (mouse, pen and touch alike), the entry put among its
  // siblings where the pointer is, live; said once let go. The buttons stay the keyboard's way.
  const [dragging, setDragging] = useState<string | null>(null);
  const onDragStart = (event: PointerEvent<HTMLSpanElement>, node: MenuNode) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(node.id);
  };
  const onDragMove = (event: PointerEvent<HTMLSpanElement>, node: MenuNode) => {
    if (dragging !== node.id) return;
    // Near the window's top or bottom edge, the page scrolls to reach the places beyond it.
    if (event.clientY < 48) window.scrollBy(0, -24);
    else if (event.clientY > window.innerHeight - 48) window.scrollBy(0, 24);
    const item = event.currentTarget.closest('li');
    const siblings = [...(item?.parentElement?.children ?? [])].filter((li) => li !== item);
    const index = siblings.filter((li) => {
      const box = li.getBoundingClientRect();
      return box.top + box.height / 2 < event.clientY;
    }).length;
    setTree((current) => moveToIndex(current, node.id, index));
  };
  const onDragEnd = (node: MenuNode) => {
    if (dragging !== node.id) return;
    setDragging(null);
    const place = placeOf(tree, node.id);
    if (place) setSaid(fill(texts.place, { title: node.title, ...place }));
  };
  const list = (nodes: MenuNode[]) => (
    <ol className="space-y-2">
      {nodes.map((node, i) => (
        <li
          key={node.id}
          data-menu-entry={node.id}
          className={`rounded-lg border bg-white p-2 ${dragging === node.id ? 'border-brand shadow-lg ring-2 ring-brand' : 'border-line'}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <span
              aria-hidden="true"
              data-drag-handle
              title={texts.drag}
              className="cursor-grab touch-none select-none rounded px-2 py-1 text-lg leading-none text-muted hover:bg-sand active:cursor-grabbing"
              onPointerDown={(event) => onDragStart(event, node)}
              onPointerMove={(event) => onDragMove(event, node)}
              onPointerUp={() => onDragEnd(node)}
              onPointerCancel={() => onDragEnd(node)}
            >
              ⠿
            </span>
            <span className="min-w-0 flex-1 font-medium">{node.title}</span>
            <button
              type="submit"
              name="move"
              value={`${node.id}:-1`}
              aria-label={`${texts.up}: ${node.title}`}
              aria-disabled={i === 0 || undefined}
              onClick={(event) => onMove(event, node, -1)}
              className="btn btn-secondary px-3 py-1 text-sm"
            >
              ↑ <span className="sr-only sm:not-sr-only">{texts.up}</span>
            </button>
            <button
              type="submit"
              name="move"
              value={`${node.id}:1`}
              aria-label={`${texts.down}: ${node.title}`}
              aria-disabled={i === nodes.length - 1 || undefined}
              onClick={(event) => onMove(event, node, 1)}
              className="btn btn-secondary px-3 py-1 text-sm"
            >
              ↓ <span className="sr-only sm:not-sr-only">{texts.down}</span>
            </button>
          </div>
          {node.children.length > 0 && <div className="mt-2 pl-6">{list(node.children)}</div>}
        </li>
      ))}
    </ol>
  );

  const bar = maxItems ? splitOverflow(tree, maxItems) : null;
  return (
    <section aria-labelledby={`menu-${where}`} className="space-y-4 rounded-xl border border-line bg-sand/40 p-4">
      <h2 id={`menu-${where}`} className="text-xl font-semibold">
        {texts.heading}
      </h2>
      {bar && tree.length > 0 && (
        <div className="rounded-lg border border-line bg-white p-3" data-menu-preview={where}>
          <p className="mb-2 text-sm text-muted">{texts.preview}</p>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 font-medium">
            {bar.shown.map((node) => (
              <li key={node.id}>{node.title}</li>
            ))}
            {bar.more.length > 0 && (
              <li>
                {texts.more} ▾{' '}
                <span className="font-normal text-muted">({bar.more.map((n) => n.title).join(', ')})</span>
              </li>
            )}
          </ul>
          <p className="mt-2 text-sm text-muted">{fill(texts.maxNote, { max: maxItems!, more: texts.more })}</p>
        </div>
      )}
      <form ref={form} action={action} className="space-y-3">
        <input type="hidden" name="where" value={where} />
        <input type="hidden" name="order" value={flatten(tree).join(',')} />
        {tree.length === 0 ? <p className="text-muted">{texts.empty}</p> : list(tree)}
        <p aria-live="polite" className="sr-only">
          {said}
        </p>
        {tree.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="publish" className="btn btn-primary">
              {texts.publish}
            </button>
            {changed && <p className="text-sm font-medium">{texts.unsaved}</p>}
          </div>
        )}
      </form>
    </section>
  );
}
