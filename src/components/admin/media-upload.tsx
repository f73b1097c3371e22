'use client';

import { useActionState, useRef, useState } from 'react';
import { FORM_BODY_LIMIT } from '@/domain/edge/request-body';

/**
 * What one upload did, in the staff member's words (the action translates): how many pictures were
 * added or found already there, and each refused file with why.
 */
export type UploadState = {
  round: number;
  summary: string;
  refused: { name: string; reason: string }[];
  noFile: boolean;
};

export type MediaUploadTexts = {
  label: string;
  hint: string;
  button: string;
  uploading: string;
  refusedTitle: string;
  tooMuch: string;
  noFile: string;
};

/** The library's upload form: several pictures at once, what happened to each said after. */
export function MediaUpload({
  action,
  texts,
}: {
  action: (state: UploadState, form: FormData) => Promise<UploadState>;
  texts: MediaUploadTexts;
}) {
  const [state, formAction, pending] = useActionState(action, { round: 0, summary: '', refused: [], noFile: false });
  const [tooMuch, setTooMuch] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      action={formAction}
      className="space-y-3 rounded-xl border border-line bg-white p-4"
      onSubmit={(event) => {
        const files = [...(input.current?.files ?? [])];
        // More than a server action takes (next.config.ts) is said before anything is sent.
        const over = files.reduce((sum, f) => sum + f.size, 0) > FORM_BODY_LIMIT;
        setTooMuch(over);
        if (over) event.preventDefault();
      }}
    >
      <label htmlFor="media-files" className="block font-medium">
        {texts.label}
      </label>
      <input
        ref={input}
        id="media-files"
        name="files"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff,image/heif,image/svg+xml"
        aria-describedby="media-files-hint"
        className="max-w-full"
        onChange={() => setTooMuch(false)}
      />
      <p id="media-files-hint" className="text-sm text-muted">
        {texts.hint}
      </p>
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? texts.uploading : texts.button}
      </button>
      {tooMuch && (
        <p role="alert" className="font-medium text-danger-ink">
          {texts.tooMuch}
        </p>
      )}
      {state.round > 0 && !pending && (
        <div key={state.round} role={state.refused.length || state.noFile ? 'alert' : 'status'} className="space-y-1">
          {state.noFile ? <p className="font-medium text-danger-ink">{texts.noFile}</p> : <p>{state.summary}</p>}
          {state.refused.length > 0 && (
            <>
              <p className="font-medium text-danger-ink">{texts.refusedTitle}</p>
              <ul className="list-disc pl-6 text-danger-ink">
                {state.refused.map((r, i) => (
                  <li key={i}>
                    {r.name}: {r.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </form>
  );
}
