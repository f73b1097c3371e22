'use client';

import { useState, type KeyboardEvent } from 'react';
import { parseDigits } from '@/domain/search/price-slider';

/** Keys that edit or move without typing a character (specification section 5: digits, backspace, delete). */
function isAllowedKey(event: KeyboardEvent<HTMLInputElement>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true; // copy, paste, select all
  if (event.key.length !== 1) return true; // Backspace, Delete, arrows, Tab, Home, End, Enter…
  return /^\d$/.test(event.key);
}

type Props = {
  id: string;
  label: string;
  /** The committed value, shown formatted while the field is not being edited. */
  display: string;
  onCommit: (value: number | null) => void;
  describedBy?: string;
  /** The form field's name: what a plain form (no JavaScript yet) sends. */
  name?: string;
};

/**
 * Selects the field's text one frame later (after the click that focused it has placed the
 * caret), and only if the field still has the focus: Chromium's select() also focuses the field,
 * so a deferred select() pulled the focus back from a visitor who had already tabbed on within
 * that frame, and two of them (the minimum and the maximum) passed it back and forth for good.
 */
function selectWhileFocused(input: HTMLInputElement): void {
  requestAnimationFrame(() => {
    if (document.activeElement === input) input.select();
  });
}

/**
 * A typed price: digits only, read when the visitor presses Enter or leaves the field, never on
 * every key stroke (so "2" on the way to "250000" does not jump the slider).
 */
export function PriceInput({ id, label, display, onCommit, describedBy, name }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  // Reads what the field shows (not the draft state, which may lag one render behind a fast
  // typist or an automated fill); an untouched, formatted value is not a new amount.
  function commit(text: string) {
    setDraft(null);
    if (text === display) return;
    onCommit(parseDigits(text));
  }

  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={label}
      aria-describedby={describedBy}
      className="field py-2 text-sm"
      value={draft ?? display}
      // The shown amount stays as it is (changing it under a typist loses keys): it is selected,
      // so the first digit starts a new amount; separators, € and + are dropped when typing.
      onFocus={(event) => selectWhileFocused(event.currentTarget)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault(); // read the value, do not submit yet
          commit(event.currentTarget.value);
          // The committed, formatted value stays selected: the next digit starts a new amount.
          selectWhileFocused(event.currentTarget);
          return;
        }
        if (!isAllowedKey(event)) event.preventDefault();
      }}
      // Pasted or dropped text keeps its digits only.
      onChange={(event) => setDraft(event.currentTarget.value.replace(/\D/g, ''))}
      onBlur={(event) => commit(event.currentTarget.value)}
    />
  );
}
