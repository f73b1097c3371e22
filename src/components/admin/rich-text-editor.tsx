'use client';

import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { linkHref, textToHtml } from '@/domain/editor/rich-text';
import { textImageSrc } from '@/domain/content/rich-image';
import { LibraryPicker, type LibraryChoice, type LibraryPickerTexts } from './library-picker';
import { RichImage } from './rich-image-node';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';

export type RichTexts = {
  toolbar: string;
  bold: string;
  italic: string;
  heading2: string;
  heading3: string;
  paragraph: string;
  bulletList: string;
  orderedList: string;
  link: string;
  unlink: string;
  undo: string;
  redo: string;
  linkAddress: string;
  linkHint: string;
  apply: string;
  cancel: string;
  linkInvalid: string;
  breakHint: string;
  picture: string;
  pictureAlt: string;
  pictureAltHint: string;
  insert: string;
  pictureUpload: string;
  uploading: string;
};

/** A photo uploaded from the toolbar: the library's choice it became, or why it was refused. */
export type TextPicture = { choice: LibraryChoice } | { refused: string };

/**
 * The library's photos a text may show, its dialog's words, and the upload of a new one (taken
 * into the library first), with the words for a file too big to send.
 */
export type RichPictures = {
  choices: LibraryChoice[];
  texts: LibraryPickerTexts;
  upload?: (form: FormData) => Promise<TextPicture>;
  tooBig?: string;
};

type Props = {
  id: string;
  initial: string;
  lang: string;
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  texts: RichTexts;
  /** The field's name in the toolbar's label ("Formatting of Text, Dutch"). */
  field: string;
  /** The text area it replaces had the focus: the editor takes it, at the end. */
  autofocus: boolean;
  onChange: (html: string) => void;
  pictures?: RichPictures;
};

/**
 * Tiptap with what the site's sanitizer keeps (sanitize.ts): paragraphs and line breaks,
 * subheadings, bold, italic, underline, lists, quotes, links and pictures of the library (with
 * their alt text in the text's language); no code, rule or strike-through.
 * Links open in the same tab (no target), as the site's own do.
 */
export default function RichTextEditor({
  id,
  initial,
  lang,
  labelledBy,
  describedBy,
  invalid,
  texts,
  field,
  autofocus,
  onChange,
  pictures,
}: Props) {
  const editor = useEditor({
    immediatelyRender: false,
    injectCSS: false,
    autofocus: autofocus ? 'end' : false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => linkHref(url) !== null,
        },
      }),
      RichImage,
    ],
    content: textToHtml(initial),
    editorProps: {
      attributes: {
        id,
        lang,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'rich-area prose-content max-h-[28rem] min-h-32 overflow-y-auto rounded-b-lg border border-t-0 border-[#8a94a3] bg-white px-3 py-2',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return null;
  return (
    <div>
      <Toolbar editor={editor} texts={texts} field={field} lang={lang} pictures={pictures} />
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({
  editor,
  texts,
  field,
  lang,
  pictures,
}: {
  editor: Editor;
  texts: RichTexts;
  field: string;
  lang: string;
  pictures?: RichPictures;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  // A picture picked from the library, its alt text in this text's language to check before it goes in.
  const [placing, setPlacing] = useState<{ choice: LibraryChoice; alt: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadProblem, setUploadProblem] = useState('');
  /** A picture of this computer: into the library, then offered with its alt text like a picked one. */
  const uploadPicture = async (file: File | undefined) => {
    if (!file || !pictures?.upload) return;
    setUploadProblem('');
    if (file.size > MAX_EDITOR_IMAGE) return setUploadProblem(pictures.tooBig ?? '');
    const form = new FormData();
    form.set('file', file);
    setUploading(true);
    try {
      const made = await pictures.upload(form);
      if ('refused' in made) return setUploadProblem(made.refused);
      setLinking(null);
      setPlacing({ choice: made.choice, alt: made.choice.alt[lang as keyof LibraryChoice['alt']] ?? '' });
    } finally {
      setUploading(false);
    }
  };
  const photos = (pictures?.choices ?? []).filter((c) => c.photo && c.uses.includes('photo'));
  const insertPicture = () => {
    const photo = placing?.choice.photo;
    if (!photo) return;
    chain()
      .insertContent({
        type: 'image',
        attrs: { src: textImageSrc(photo.base), alt: placing.alt.trim(), width: photo.width, height: photo.height },
      })
      .run();
    setPlacing(null);
  };
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean | undefined, run: () => void, disabled = false) => (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={run}
      className={`min-h-10 rounded px-2 text-sm font-medium hover:bg-sand disabled:opacity-40 ${pressed ? 'bg-brand-light' : ''}`}
    >
      {label}
    </button>
  );
  const applyLink = () => {
    const href = linkHref(linking ?? '');
    if (!href) return setRefused(true);
    if (editor.state.selection.empty && !state.link)
      chain()
        .insertContent({ type: 'text', text: linking!.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setLinking(null);
    setRefused(false);
  };
  return (
    <div className="rounded-t-lg border border-[#8a94a3] bg-sand/60 p-1">
      <div role="toolbar" aria-label={texts.toolbar.replace('{field}', field)} className="flex flex-wrap gap-1">
        {button(texts.paragraph, !state.h2 && !state.h3 && !state.bullet && !state.ordered, () =>
          chain().setParagraph().run(),
        )}
        {button(texts.heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {button(texts.heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {button(texts.bold, state.bold, () => chain().toggleBold().run())}
        {button(texts.italic, state.italic, () => chain().toggleItalic().run())}
        {button(texts.bulletList, state.bullet, () => chain().toggleBulletList().run())}
        {button(texts.orderedList, state.ordered, () => chain().toggleOrderedList().run())}
        {button(texts.link, state.link, () => {
          setRefused(false);
          setLinking(state.href);
        })}
        {state.link && button(texts.unlink, undefined, () => chain().extendMarkRange('link').unsetLink().run())}
        {pictures && (
          <LibraryPicker
            choices={photos}
            label={field}
            texts={{ ...pictures.texts, pick: texts.picture }}
            buttonClass="min-h-10 rounded px-2 text-sm font-medium hover:bg-sand"
            onPick={(choice) => {
              setLinking(null);
              setPlacing({ choice, alt: choice.alt[lang as keyof LibraryChoice['alt']] ?? '' });
            }}
          />
        )}
        {pictures?.upload && (
          <label className="flex min-h-10 cursor-pointer items-center rounded px-2 text-sm font-medium hover:bg-sand has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-focus)]">
            {uploading ? texts.uploading : texts.pictureUpload}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              className="sr-only"
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void uploadPicture(file);
              }}
            />
          </label>
        )}
        {button(texts.undo, undefined, () => chain().undo().run(), !state.undo)}
        {button(texts.redo, undefined, () => chain().redo().run(), !state.redo)}
      </div>
      {uploadProblem && (
        <p role="alert" className="mt-1 rounded bg-white p-2 text-sm font-medium text-danger-ink">
          {uploadProblem}
        </p>
      )}
      {placing && (
        <div className="mt-1 flex flex-wrap items-end gap-2 rounded bg-white p-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- the picked picture at a small width */}
          <img src={placing.choice.thumb} alt="" className="h-16 w-24 rounded border border-line object-cover" />
          <label className="block min-w-0 flex-1 basis-60 text-sm">
            <span className="mb-1 block font-medium">{texts.pictureAlt}</span>
            {/* The alt text is asked at once: the focus comes here, from the dialog or the upload. */}
            <input
              type="text"
              autoFocus
              lang={lang}
              value={placing.alt}
              onChange={(e) => setPlacing({ ...placing, alt: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  insertPicture();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setPlacing(null);
                  editor.commands.focus();
                }
              }}
              className="field"
            />
            <span className="mt-1 block text-muted">{texts.pictureAltHint}</span>
          </label>
          <button type="button" onClick={insertPicture} className="btn btn-primary text-sm">
            {texts.insert}
          </button>
          <button
            type="button"
            onClick={() => {
              setPlacing(null);
              editor.commands.focus();
            }}
            className="btn btn-ghost text-sm"
          >
            {texts.cancel}
          </button>
        </div>
      )}
      {linking !== null && (
        <div className="mt-1 flex flex-wrap items-end gap-2 rounded bg-white p-2">
          <label className="block min-w-0 flex-1 basis-60 text-sm">
            <span className="mb-1 block font-medium">{texts.linkAddress}</span>
            <input
              type="text"
              inputMode="url"
              autoFocus
              value={linking}
              onChange={(e) => setLinking(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setLinking(null);
                  editor.commands.focus();
                }
              }}
              aria-invalid={refused || undefined}
              className="field"
            />
            <span className="mt-1 block text-muted">{texts.linkHint}</span>
          </label>
          <button type="button" onClick={applyLink} className="btn btn-primary text-sm">
            {texts.apply}
          </button>
          <button
            type="button"
            onClick={() => {
              setLinking(null);
              editor.commands.focus();
            }}
            className="btn btn-ghost text-sm"
          >
            {texts.cancel}
          </button>
          {refused && (
            <p role="alert" className="w-full text-sm font-medium text-danger-ink">
              {texts.linkInvalid}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
