'use client';

import { useEffect } from 'react';

/** Closes open menu disclosures on Escape and on a click elsewhere (they open without JavaScript). */
export function DisclosureCloser() {
  useEffect(() => {
    const openOnes = () => Array.from(document.querySelectorAll<HTMLDetailsElement>('details[data-disclosure][open]'));
    const onKey = (event: KeyboardEvent) => {
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
