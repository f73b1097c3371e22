'use client';

import { useEffect } from 'react';
import { FILTER_SHEET_MEDIA } from './filter-sheet-media';

function openSheet(): HTMLDetailsElement | null {
  const menu = document.querySelector<HTMLDetailsElement>('details[data-sheet][open]');
  if (menu) return menu;
  return window.matchMedia(FILTER_SHEET_MEDIA).matches
    ? document.querySelector<HTMLDetailsElement>('details[data-filter-sheet][open]')
    : null;
}

/** While a sheet (the phone's menu, a list's filters) is open, Tab and Shift+Tab go round its own controls only. */
function keepFocusInSheet(event: KeyboardEvent): void {
  const sheet = openSheet();
  if (!sheet) return;
  const controls = Array.from(sheet.querySelectorAll<HTMLElement>('summary, a[href], button, select, input')).filter(
    (el) => el.offsetParent !== null || el.tagName === 'SUMMARY',
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const inside = sheet.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Closes open menu disclosures on Escape and on a click elsewhere (they open without JavaScript). */
export function DisclosureCloser() {
  useEffect(() => {
    const openOnes = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure][open]'));
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return keepFocusInSheet(event);
      if (event.key !== 'Escape') return;
      for (const details of openOnes()) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      for (const details of openOnes()) if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
