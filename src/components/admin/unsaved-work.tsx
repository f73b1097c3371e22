'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { draftIsNewer, formSnapshot, readDraft, sameEntries, type FormDraft } from '@/domain/editor/form-draft';

export type UnsavedTexts = {
  /** The question before leaving the page with unsaved changes. */
  leave: string;
  /** "{time}" left in: the draft this browser kept. */
  found: string;
  restore: string;
  dismiss: string;
  dirty: string;
  restored: string;
};

/** What the browser keeps, under a key of the document and the staff member. */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Nothing typed is lost (issue 44): the form's fields are kept in this browser as staff type (a
 * draft per document and staff member, cleared once saved); opened again with a draft newer than
 * the last save, the editor offers it back; leaving the page with unsaved changes, by a link of
 * the back office or by closing or reloading the tab, asks first.
 */
export function useUnsavedWork({
  form,
  storageKey,
  savedAt,
  texts,
  round,
  stored,
}: {
  form: RefObject<HTMLFormElement | null>;
  storageKey: string;
  /** When the document was last saved (ISO): a draft from before is not offered. */
  savedAt: string;
  texts: UnsavedTexts;
  /** The server's answers so far, and whether the last one stored the form. */
  round: number;
  stored: boolean;
}) {
  const dirty = useRef(false);
  // The server's round of the last change: unsaved until a later round stored the form.
  const [changedAt, setChangedAt] = useState<number | null>(null);
  const isDirty = changedAt !== null && (changedAt >= round || !stored);
  const [offered, setOffered] = useState<{ draft: FormDraft; round: number } | null>(null);
  const offer = offered?.round === round ? offered.draft : null;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keep = useCallback(() => {
    if (!form.current || !dirty.current) return;
    const draft: FormDraft = { savedAt: Date.now(), entries: formSnapshot(new FormData(form.current)) };
    try {
      store()?.setItem(storageKey, JSON.stringify(draft));
    } catch {
      // A full or refused storage keeps no draft; the warning before leaving still holds.
    }
  }, [form, storageKey]);

  /** Something in the form changed: unsaved, and kept in a moment. */
  const changed = useCallback(() => {
    dirty.current = true;
    setChangedAt(round);
    clearTimeout(timer.current);
    timer.current = setTimeout(keep, 400);
  }, [keep, round]);

  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  // Opened again: a draft newer than the last save, and not what the form already holds, is offered.
  useEffect(() => {
    const draft = readDraft(store()?.getItem(storageKey) ?? null);
    if (!draft || !form.current) return;
    if (!draftIsNewer(draft, savedAt) || sameEntries(draft.entries, formSnapshot(new FormData(form.current)))) return;
    // The browser's storage is read once the page is hydrated (the server has none).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffered({ draft, round: 0 });
  }, [form, storageKey, savedAt]);

  // Stored by the server (saved, published, discarded, restored): the kept draft goes.
  useEffect(() => {
    if (round === 0 || !stored) return;
    clearTimeout(timer.current);
    store()?.removeItem(storageKey);
  }, [round, stored, storageKey]);

  // Closing or reloading the tab, or typing another address: the browser's own question.
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      keep();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [keep]);

  // A link of the back office (the menu, a Next link): asked in the staff member's words first.
  useEffect(() => {
    const ask = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return;
      keep();
      if (window.confirm(texts.leave)) {
        dirty.current = false;
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    document.addEventListener('click', ask, true);
    return () => document.removeEventListener('click', ask, true);
  }, [keep, texts.leave]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    changed,
    isDirty,
    offer,
    /** The offered draft taken: its entries for the form, still unsaved. */
    take: () => {
      setOffered(null);
      if (!offer) return null;
      dirty.current = true;
      setChangedAt(round);
      return offer.entries;
    },
    /** The offered draft thrown away. */
    drop: () => {
      setOffered(null);
      store()?.removeItem(storageKey);
    },
  };
}

/** The offer of a kept draft, above the form. */
export function DraftOffer({
  draft,
  texts,
  locale,
  onRestore,
  onDismiss,
}: {
  draft: FormDraft;
  texts: UnsavedTexts;
  locale: string;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  const time = new Intl.DateTimeFormat(`${locale}-BE`, { dateStyle: 'short', timeStyle: 'short' }).format(
    draft.savedAt,
  );
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-brand bg-brand-light p-3">
      <p className="min-w-0 flex-1 basis-64 font-medium">{texts.found.replace('{time}', time)}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary text-sm" onClick={onRestore}>
          {texts.restore}
        </button>
        <button type="button" className="btn btn-secondary text-sm" onClick={onDismiss}>
          {texts.dismiss}
        </button>
      </div>
    </div>
  );
}
