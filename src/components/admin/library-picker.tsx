'use client';

import { useId, useRef, useState } from 'react';
import { matchesSearch, type PictureUse } from '@/domain/media/library';

/** A picture of the library as the editor offers it: its thumbnail, name, uses and alt texts. */
export type LibraryChoice = {
  id: number;
  name: string;
  thumb: string;
  uses: PictureUse[];
  alt: { nl?: string; fr?: string; en?: string; de?: string };
  /** A photo's base (`/files/p/…`) and size, for a picture written into a text; none for a drawing. */
  photo?: { base: string; width: number; height: number };
};

export type LibraryPickerTexts = {
  pick: string;
  pickTitle: string;
  pickSearch: string;
  pickNone: string;
  pickClose: string;
  pickManage: string;
};

/**
 * "Pick from the library" beside an image field (issue 31): a modal dialog with the pictures this
 * field can show, found by name or alt text; a picked one is handed to `onPick` and the focus goes
 * back to the button that opened it.
 */
export function LibraryPicker({
  choices,
  label,
  texts,
  onPick,
  buttonClass = 'btn btn-secondary text-sm',
}: {
  choices: LibraryChoice[];
  /** The opening button's look (a toolbar's button in the rich-text editor). */
  buttonClass?: string;
  /** What the opening button names besides its text: the field, for a screen reader's list of buttons. */
  label: string;
  texts: LibraryPickerTexts;
  onPick: (choice: LibraryChoice) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  // A form has many image fields: each one's pictures are on the page only while its dialog is open.
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = open ? choices.filter((c) => matchesSearch(c, query)) : [];
  const close = () => {
    dialog.current?.close();
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={buttonClass}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {texts.pick}
        <span className="sr-only"> ({label})</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        className="m-auto max-h-[85vh] w-[min(56rem,calc(100vw-1.5rem))] rounded-xl border border-line bg-white p-0 backdrop:bg-black/50"
        onClose={() => {
          setQuery('');
          setOpen(false);
        }}
      >
        <div className="sticky top-0 flex flex-wrap items-end gap-3 border-b border-line bg-white p-4">
          <h2 id={`${id}-title`} className="w-full text-xl">
            {texts.pickTitle}
          </h2>
          <label className="min-w-0 flex-1 basis-48">
            <span className="mb-1 block text-sm font-medium">{texts.pickSearch}</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} className="field" />
          </label>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {texts.pickClose}
          </button>
        </div>
        <div className="p-4" hidden={!open}>
          {shown.length === 0 ? (
            <p className="text-muted">{texts.pickNone}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {shown.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="flex w-full flex-col gap-1 rounded-lg border border-line p-2 text-left hover:border-brand focus-visible:border-brand"
                    onClick={() => {
                      onPick(choice);
                      close();
                    }}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- a stored file at a small width, named beside it */}
                    <img
                      src={choice.thumb}
                      alt=""
                      loading="lazy"
                      className="aspect-video w-full rounded bg-sand/40 object-contain"
                    />
                    <span className="break-all text-sm">{choice.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-sm">
            <a href="/admin/media/" target="_blank" rel="noopener" className="underline">
              {texts.pickManage}
            </a>
          </p>
        </div>
      </dialog>
    </>
  );
}
