'use client';

import { useState } from 'react';

/** Share (the system sheet where there is one, else the link is copied) and print. */
export function SharePrint({ title, labels }: { title: string; labels: { share: string; copied: string; print: string } }) {
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
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={share} className="btn btn-ghost flex-1">
        <span aria-hidden="true">⤴</span> {labels.share}
      </button>
      <button type="button" onClick={() => window.print()} className="btn btn-ghost flex-1">
        <span aria-hidden="true">⎙</span> {labels.print}
      </button>
      <p role="status" className="w-full text-sm text-brand">{copied ? labels.copied : ''}</p>
    </div>
  );
}
