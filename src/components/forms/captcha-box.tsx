'use client';

import { useEffect, useRef, useState } from 'react';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { FormTexts } from './types';

type State = 'idle' | 'working' | 'done' | 'failed';

/**
 * "I am not a robot": ticking the box fetches a signed challenge from our own server and solves
 * it in the browser (ALTCHA proof-of-work, altcha-lib). A native checkbox and a live status, so
 * keyboard and screen-reader users get the same control (docs/product-decisions.md#forms).
 */
export function CaptchaBox({
  texts,
  id,
  invalid,
  onSolved,
  spentBy,
}: {
  texts: Pick<FormTexts, 'captcha' | 'captchaVerifying' | 'captchaVerified' | 'captchaFailed' | 'captchaHint'>;
  id: string;
  invalid: boolean;
  onSolved: (ok: boolean) => void;
  /**
   * The server's last answer to the form: a post that reached the check spent the proof (each
   * is taken once), so a form sent back for another reason gets a new one by itself.
   */
  spentBy?: unknown;
}) {
  const [state, setState] = useState<State>('idle');
  const [payload, setPayload] = useState('');
  const solved = useRef(false);

  async function solve() {
    setState('working');
    onSolved(false);
    try {
      const response = await fetch('/api/captcha/', { cache: 'no-store' });
      const challenge = (await response.json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
      if (!solution) throw new Error('unsolved');
      setPayload(btoa(JSON.stringify({ challenge, solution })));
      setState('done');
      solved.current = true;
      onSolved(true);
    } catch {
      setState('failed');
      onSolved(false);
    }
  }

  useEffect(() => {
    if (spentBy && solved.current) void solve();
    // Only a new answer renews the proof.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [spentBy]);

  const status =
    state === 'working'
      ? texts.captchaVerifying
      : state === 'done'
        ? texts.captchaVerified
        : state === 'failed'
          ? texts.captchaFailed
          : '';
  return (
    <div className={`rounded-lg border p-3 ${invalid ? 'border-red-700' : 'border-line'} bg-white`}>
      <label className="flex items-center gap-3 font-medium">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand"
          // Ticked as soon as the visitor ticks it; unticked again only when the check fails.
          checked={state === 'working' || state === 'done'}
          aria-busy={state === 'working' || undefined}
          aria-describedby={`${id}-hint ${id}-status`}
          aria-invalid={invalid || undefined}
          onChange={() => (state === 'idle' || state === 'failed') && void solve()}
        />
        {texts.captcha}
      </label>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-1 text-sm text-muted">
        {status}
      </p>
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {texts.captchaHint}
      </p>
      <input type="hidden" name="_captcha" value={payload} />
      <input type="hidden" name="_js" value="1" />
    </div>
  );
}
