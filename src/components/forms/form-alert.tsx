'use client';

import { useEffect, useRef } from 'react';

/**
 * Why a small form was refused (wrong password, dead link, …): announced, and focused each time
 * an answer brings it (`answer`: the action's state), so it is read first.
 */
export function FormAlert({
  id,
  message,
  answer,
  focus = true,
}: {
  id: string;
  message: string | undefined;
  answer: unknown;
  /** False when the browser refused the send: its own focus goes to the first field to fill in. */
  focus?: boolean;
}) {
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message && focus) alert.current?.focus();
  }, [message, answer, focus]);
  if (!message) return null;
  return (
    <p
      ref={alert}
      tabIndex={-1}
      role="alert"
      id={id}
      className="rounded-lg border border-danger bg-danger-bg p-3 text-danger-ink"
    >
      {message}
    </p>
  );
}
