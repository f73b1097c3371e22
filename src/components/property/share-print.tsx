'use client';

import { useState } from 'react';

const SHARE =
  'M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92z';
const PRINT =
  'M19 8H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3zm-3 11H8v-5h8v5zm3-7c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1zm-1-9H6v4h12V3z';
const Glyph = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4" fill="currentColor">
    <path d={d} />
  </svg>
);

/** Share (the system sheet where there is one, else the link is copied) and print. */
export function SharePrint({
  title,
  labels,
}: {
  title: string;
  labels: { share: string; copied: string; print: string };
}) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch {
        // Cancelled or refused: fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      window.prompt(labels.share, url);
    }
  };
  // The confirmation floats just above the buttons, where the eye is: below them it could fall
  // under the bottom of the screen (the side column is as tall as the screen on a laptop).
  return (
    <div className="relative flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={share} className="btn btn-ghost flex-1">
        <Glyph d={SHARE} /> {labels.share}
      </button>
      <button type="button" onClick={() => window.print()} className="btn btn-ghost flex-1">
        <Glyph d={PRINT} /> {labels.print}
      </button>
      <p
        role="status"
        className={
          copied
            ? 'absolute bottom-full left-0 z-10 mb-2 rounded-lg bg-ink px-3 py-1.5 text-sm font-medium text-white shadow-lg'
            : 'sr-only'
        }
      >
        {copied ? labels.copied : ''}
      </p>
    </div>
  );
}
