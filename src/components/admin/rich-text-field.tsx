'use client';

import { useEffect, useRef, useState } from 'react';
import type RichTextEditor from './rich-text-editor';
import type { RichPictures, RichTexts } from './rich-text-editor';

type Props = {
  id: string;
  name: string;
  lang: string;
  defaultValue: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  texts: RichTexts;
  field: string;
  /** The library's photos, for the toolbar's picture button. */
  pictures?: RichPictures;
};

type Loaded = { Editor: typeof RichTextEditor; initial: string; round: number; focused: boolean };

/**
 * A text the site shows as HTML, written without HTML (issue 31). The server HTML is a text area
 * (it works without JavaScript); the rich-text editor, fetched only on pages that need it, takes
 * its place with what was typed there and the focus, and the form sends what it holds.
 */
export function RichTextField({
  id,
  name,
  lang,
  defaultValue,
  labelId,
  describedBy,
  invalid,
  texts,
  field,
  pictures,
}: Props) {
  const area = useRef<HTMLTextAreaElement>(null);
  const sent = useRef<HTMLInputElement>(null);
  // The editor's code, the text it opens with, and a round: a new text from the server (a
  // discarded draft, say) opens a new editor.
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [html, setHtml] = useState(defaultValue);
  const rounds = useRef(0);
  useEffect(() => {
    let live = true;
    void import('./rich-text-editor').then((m) => {
      if (!live) return;
      // First load: what the text area holds (typed before the editor came), and its focus; then
      // the server's text.
      const first = rounds.current === 0;
      rounds.current += 1;
      const initial = first ? (area.current?.value ?? defaultValue) : defaultValue;
      setHtml(initial);
      setLoaded({
        Editor: m.default,
        initial,
        round: rounds.current,
        focused: first && document.activeElement === area.current,
      });
    });
    return () => {
      live = false;
    };
  }, [defaultValue]);
  if (!loaded)
    return (
      <textarea
        ref={area}
        id={id}
        name={name}
        lang={lang}
        rows={6}
        defaultValue={defaultValue}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="field font-mono text-sm"
      />
    );
  const { Editor } = loaded;
  return (
    <>
      <input ref={sent} type="hidden" name={name} value={html} />
      <Editor
        key={loaded.round}
        id={id}
        initial={loaded.initial}
        autofocus={loaded.focused}
        lang={lang}
        labelledBy={labelId}
        describedBy={describedBy ? `${describedBy} ${id}-break` : `${id}-break`}
        invalid={invalid}
        texts={texts}
        field={field}
        pictures={pictures}
        onChange={(changed) => {
          setHtml(changed);
          // Told to the form as typing is (a picture or bold from the toolbar too): unsaved work.
          sent.current?.dispatchEvent(new Event('input', { bubbles: true }));
        }}
      />
      <p id={`${id}-break`} className="mt-1 text-xs text-muted">
        {texts.breakHint}
      </p>
    </>
  );
}
