'use client';

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { fieldName, formEntries, valueFromForm } from '@/domain/editor/form-value';
import {
  blankOf,
  brandSlotOf,
  editorLanguages,
  isImage,
  isRequired,
  kindOf,
  mustFill,
  type SchemaNode,
} from '@/domain/editor/schema-node';
import { MAX_BRAND_BYTES } from '@/domain/brand/image-rules';
import photoLoader from '@/domain/media/photo-loader';
import { MAX_EDITOR_IMAGE } from '@/domain/editor/image-limit';
import { isMachinery } from '@/domain/editor/machinery';
import { imagePlacement, type ImagePlacement } from '@/domain/editor/image-placement';
import { isRichText } from '@/domain/editor/rich-text';
import type { RichTexts, TextPicture } from './rich-text-editor';
import { RichTextField } from './rich-text-field';
import { SeoSnippet, type SnippetTexts } from './seo-snippet';
import { LibraryPicker, type LibraryChoice, type LibraryPickerTexts } from './library-picker';
import type { PictureUse } from '@/domain/media/library';
import { TEXT_LANGUAGES } from '@/domain/language/site-locales';
import { isModuleId, moduleKind, newModuleId } from '@/domain/editor/module-id';
import { DraftOffer, useUnsavedWork, type UnsavedTexts } from './unsaved-work';

/** A rule a value broke, as the content store reports it. */
type EditorProblem = { doc: string; field: string; message: string };

/** `focus`: the list a button just changed, kept open in the form drawn again. */
export type EditorState = {
  round: number;
  value: unknown;
  problems: EditorProblem[];
  notice: string | null;
  noticeKind: 'ok' | 'error' | null;
  focus?: string;
};

export type EditorTexts = {
  fields: Record<string, string>;
  /** The names of a choice's values ("Published" → "Gepubliceerd"); a value without one is shown as is. */
  choices: Record<string, string>;
  languages: Record<string, string>;
  /** The languages the site shows, its default first: each text asks for these (and shows another only when written). */
  shown: readonly string[];
  saveDraft: string;
  publish: string;
  discard: string;
  unpublish: string;
  addItem: string;
  removeItem: string;
  moveUp: string;
  /** "Number {n}" with {n} left in. */
  item: string;
  empty: string;
  upload: string;
  uploadHint: string;
  currentImage: string;
  imageTooBig: string;
  brandUpload: string;
  brandUploadHint: string;
  brandTooBig: string;
  /** The name of a colour field's picker, after the field's own label. */
  colourPicker: string;
  rich: RichTexts;
  /** The fold of the machinery (ids, files, classes…). */
  advanced: string;
  /** Above the form: what the mark of a field to fill in means. */
  requiredNote: string;
  /** Under a field to fill in that is empty, when saving. */
  requiredMissing: string;
  /** Where an image appears on the site, beside its upload. */
  placement: Record<ImagePlacement, string>;
  /** The box naming the empty fields to fill in, "{count}" left in: one field, several. */
  missingOne: string;
  missingMany: string;
  snippet: SnippetTexts;
  /** The picture library's dialog, and the line said once a picture is picked ("{name}" left in). */
  library: LibraryPickerTexts & { chosen: string; undo: string };
  /** A folded item's summary, "{item}" and "{summary}" left in ("Numéro 1 : Notre équipe"). */
  itemSummary: string;
  /** Under a block's id, folded under "Advanced": it is made, not to fill in. */
  moduleIdHint: string;
  unsaved: UnsavedTexts;
};

/** The editor's limit for one image (the server checks it again: editor-images.ts). */

type Context = {
  texts: EditorTexts;
  entries: Record<string, string>;
  problems: Map<string, string>;
  focus: string;
  locked?: Locked;
  /** The pictures of the library an image field may be given. */
  library: LibraryChoice[];
  /** The staff member's language: a folded item is summed up by its title in it. */
  locale: string;
  /** Said by a list when it changed (an item added, removed or moved): the form has unsaved work. */
  changed: () => void;
  /** A photo uploaded from a text's toolbar, into the library. */
  uploadPicture?: (form: FormData) => Promise<TextPicture>;
};

/** Top-level parts this member of staff may read but not change (the site's identity for an editor), and why. */
type Locked = { keys: string[]; note: string };

/** A folded part opens when it holds a problem or the list a button just changed. */
const wanted = (ctx: Context, base: string) =>
  ctx.focus === base ||
  ctx.focus.startsWith(`${base}.`) ||
  [...ctx.problems.keys()].some((k) => k === base || k.startsWith(`${base}.`));
type Path = (string | number)[];

const idOf = (path: Path) => `f-${fieldName(path).replace(/[^A-Za-z0-9_-]/g, '-') || 'root'}`;

function labelOf(path: Path, texts: EditorTexts): string {
  const key = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  return key ? (texts.fields[key] ?? key) : '';
}

/** "Footer › Columns › Number 2 › Title": where a problem is, in the editor's words. */
function trailOf(field: string, texts: EditorTexts): string {
  return field
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? texts.item.replace('{n}', String(Number(part) + 1))
        : (texts.fields[part] ?? texts.languages[part] ?? part),
    )
    .join(' › ');
}

function Problem({ path, ctx }: { path: Path; ctx: Context }) {
  const message = ctx.problems.get(fieldName(path));
  return message ? (
    <p id={`${idOf(path)}-problem`} className="mt-1 text-sm font-medium text-danger-ink">
      {message}
    </p>
  ) : null;
}

function inputProps(path: Path, ctx: Context, required = false) {
  const invalid = ctx.problems.has(fieldName(path));
  return {
    id: idOf(path),
    name: fieldName(path),
    'aria-required': required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${idOf(path)}-problem` : undefined,
  };
}

function Leaf({
  node,
  path,
  required,
  ctx,
  label,
}: {
  node: SchemaNode;
  path: Path;
  required: boolean;
  ctx: Context;
  label: string;
}) {
  const key = String(path.at(-1) ?? '');
  const kind = kindOf(node, key);
  const value = ctx.entries[fieldName(path)] ?? '';
  // A block's id is made by the editor (module-id.ts): shown under "Advanced", never to fill in.
  const madeId = isModuleId(path);
  const must = mustFill(node, required) && !madeId;
  if (kind === 'fixed') return null;
  if (kind === 'boolean') {
    return (
      <div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            value="true"
            defaultChecked={ctx.entries[fieldName(path)] === 'true'}
            {...inputProps(path, ctx, must)}
            className="h-5 w-5"
          />
          <span>{label}</span>
        </label>
        <Problem path={path} ctx={ctx} />
      </div>
    );
  }
  let control: ReactNode;
  if (kind === 'choice') {
    control = (
      <select defaultValue={value} {...inputProps(path, ctx, must)} className="field">
        {/* A choice with a default is always one of its values: no empty one to pick. */}
        {!required && node.default === undefined && <option value="">{ctx.texts.empty}</option>}
        {node.enum!.map((option) => (
          <option key={String(option)} value={String(option)}>
            {ctx.texts.choices[String(option)] ?? String(option)}
          </option>
        ))}
      </select>
    );
  } else if (kind === 'longText') {
    control = (
      <textarea defaultValue={value} rows={4} {...inputProps(path, ctx, must)} className="field font-mono text-sm" />
    );
  } else if (kind === 'colour') {
    control = <ColourInput path={path} ctx={ctx} label={label} initial={value} required={must} />;
  } else if (kind === 'number') {
    control = (
      <input
        type="text"
        inputMode="decimal"
        defaultValue={value}
        {...inputProps(path, ctx, must)}
        className="field max-w-40"
      />
    );
  } else if (path.length === 1 && key === 'id' && value) {
    // A page keeps the id it was made with (the rules refuse another): shown, not editable.
    control = (
      <input type="text" defaultValue={value} readOnly {...inputProps(path, ctx, must)} className="field bg-sand/60" />
    );
  } else {
    control = <input type="text" defaultValue={value} {...inputProps(path, ctx, must)} className="field" />;
  }
  return (
    <div>
      <label htmlFor={idOf(path)} className="mb-1 block font-medium">
        {label}
        {must && <Star />}
      </label>
      {control}
      {madeId && <p className="mt-1 text-sm text-muted">{ctx.texts.moduleIdHint}</p>}
      <Problem path={path} ctx={ctx} />
    </div>
  );
}

/** The mark of a field to fill in (its input says so to a screen reader: aria-required). */
const Star = () => (
  <span aria-hidden="true" className="ml-0.5 text-danger-ink">
    *
  </span>
);

const HEX6 = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour: its hex code in a text field (what the form sends, typed or pasted as is) beside the
 * browser's colour picker, each following the other.
 */
function ColourInput({
  path,
  ctx,
  label,
  initial,
  required,
}: {
  path: Path;
  ctx: Context;
  label: string;
  initial: string;
  required: boolean;
}) {
  const [colour, setColour] = useState(initial);
  return (
    <div className="flex items-center gap-3">
      <input
        type="color"
        value={HEX6.test(colour) ? colour.toLowerCase() : '#000000'}
        onChange={(event) => setColour(event.target.value)}
        aria-label={`${label}: ${ctx.texts.colourPicker}`}
        className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line bg-white p-1"
      />
      <input
        type="text"
        value={colour}
        onChange={(event) => setColour(event.target.value)}
        spellCheck={false}
        autoComplete="off"
        {...inputProps(path, ctx, required)}
        className="field max-w-40 font-mono"
      />
    </div>
  );
}

/** The languages of one text side by side, each field marked with its language. */
function Localized({ node, path, ctx, label }: { node: SchemaNode; path: Path; ctx: Context; label: string }) {
  const languages = editorLanguages(node, ctx.texts.shown, (l) => ctx.entries[fieldName([...path, l])] ?? '');
  // A text the site shows as HTML: written with the rich-text editor, the languages side by side.
  const rich = isRichText(path);
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {languages.map((lang) => {
          const at = [...path, lang];
          const long = kindOf(node.properties![lang]!, String(path.at(-1) ?? '')) === 'longText';
          const must = mustFill(node.properties![lang]!, isRequired(node, lang));
          const props = {
            ...inputProps(at, ctx, must),
            defaultValue: ctx.entries[fieldName(at)] ?? '',
            lang,
            className: `field ${long ? 'font-mono text-sm' : ''}`,
          };
          const labelId = `${idOf(at)}-label`;
          return (
            <div key={lang} className={rich ? 'min-w-0' : undefined}>
              <label id={labelId} htmlFor={idOf(at)} className="mb-1 block text-sm text-muted">
                {ctx.texts.languages[lang]}
                {must && <Star />}
              </label>
              {rich ? (
                <RichTextField
                  id={props.id}
                  name={props.name}
                  lang={lang}
                  defaultValue={props.defaultValue}
                  labelId={labelId}
                  describedBy={props['aria-describedby']}
                  invalid={Boolean(props['aria-invalid'])}
                  texts={ctx.texts.rich}
                  field={`${label}, ${ctx.texts.languages[lang]}`}
                  pictures={{
                    choices: ctx.library,
                    texts: ctx.texts.library,
                    upload: ctx.uploadPicture,
                    tooBig: ctx.texts.imageTooBig,
                  }}
                />
              ) : long ? (
                <textarea rows={4} {...props} />
              ) : (
                <input type="text" {...props} />
              )}
              <Problem path={at} ctx={ctx} />
            </div>
          );
        })}
      </div>
      {node.properties?.public && (
        <Leaf
          node={node.properties.public}
          path={[...path, 'public']}
          required={false}
          ctx={ctx}
          label={ctx.texts.fields.public ?? 'public'}
        />
      )}
      <Problem path={path} ctx={ctx} />
    </fieldset>
  );
}

/**
 * An item of a list as the form draws it: `key` stays with the item while it moves; `from` is its
 * index in the value the form was drawn from (its fields start with what that item held), or null
 * for an item added since, which starts as `blank`.
 */
type Slot = { key: number; from: number | null; blank?: unknown; open: boolean };

/** The form's entries with those of the item at `i` taken from where its values are. */
function entriesOfItem(
  entries: Record<string, string>,
  name: string,
  i: number,
  slot: Slot,
  itemNode: SchemaNode,
  path: Path,
): Record<string, string> {
  const at = `${name}.${i}`;
  const source = slot.from === null ? null : `${name}.${slot.from}`;
  if (source === at) return entries;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(entries)) if (k !== at && !k.startsWith(`${at}.`)) out[k] = v;
  if (source === null) Object.assign(out, formEntries(itemNode, slot.blank, [...path, i]));
  else
    for (const [k, v] of Object.entries(entries))
      if (k === source || k.startsWith(`${source}.`)) out[`${at}${k.slice(source.length)}`] = v;
  return out;
}

/** The first field of an item one sees (not folded away), else its summary. */
function firstField(item: HTMLElement | undefined): HTMLElement | null | undefined {
  const fields = item?.querySelectorAll<HTMLElement>(
    'input:not([type=hidden]), textarea, select, [contenteditable="true"]',
  );
  return [...(fields ?? [])].find((f) => !f.closest('details:not([open])')) ?? item?.querySelector('summary');
}

/** The blocks' ids the form holds now (to make a new one unique within the page). */
function moduleIdsIn(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  return [...form.querySelectorAll<HTMLInputElement>('input[name^="params.modules."]')]
    .filter((input) => /^params\.modules\.\d+\.id$/.test(input.name))
    .map((input) => input.value.trim())
    .filter(Boolean);
}

/**
 * A list: add, remove and move up happen in the form itself (issue 44), nothing sent, nothing
 * typed lost; the form sends the items in their order when it is saved. Without JavaScript the
 * buttons still submit the form, which the server answers with the list changed.
 */
function List({ node, path, ctx, label }: { node: SchemaNode; path: Path; ctx: Context; label: string }) {
  const name = fieldName(path);
  const initial = Number(ctx.entries[`${name}.#`] ?? 0);
  const [slots, setSlots] = useState<Slot[]>(() =>
    Array.from({ length: initial }, (_, i) => ({
      key: i,
      from: i,
      open: initial <= 3 || wanted(ctx, fieldName([...path, i])),
    })),
  );
  const nextKey = useRef(initial);
  const list = useRef<HTMLOListElement>(null);
  const itemNode = node.items ?? {};
  const simple = !['object', 'localized'].includes(kindOf(itemNode));
  const full = node.maxItems !== undefined && slots.length >= node.maxItems;
  /** After a change: the form has unsaved work, and the focus goes where the change is. */
  const after = (focus: (items: HTMLElement[]) => HTMLElement | null | undefined) => {
    ctx.changed();
    requestAnimationFrame(() => {
      const items = [...(list.current?.children ?? [])] as HTMLElement[];
      focus(items)?.focus();
    });
  };
  const add = (event: ReactMouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (full) return;
    let blank = blankOf(itemNode);
    // A block gets its id at once, unique within the page (module-id.ts).
    if (isModuleId([...path, 0, 'id']) && blank && typeof blank === 'object') {
      const made = blank as Record<string, unknown>;
      blank = { ...made, id: newModuleId(moduleKind(made), moduleIdsIn(event.currentTarget.form)) };
    }
    const key = nextKey.current++;
    setSlots((current) => [...current, { key, from: null, blank, open: true }]);
    after((items) => firstField(items.at(-1)));
  };
  const remove = (event: ReactMouseEvent<HTMLButtonElement>, key: number) => {
    event.preventDefault();
    const index = slots.findIndex((s) => s.key === key);
    setSlots((current) => current.filter((s) => s.key !== key));
    after((items) => items[Math.min(index, items.length - 1)]?.querySelector<HTMLElement>('summary, input, select'));
  };
  const up = (event: ReactMouseEvent<HTMLButtonElement>, key: number) => {
    event.preventDefault();
    const index = slots.findIndex((s) => s.key === key);
    if (index < 1) return;
    setSlots((current) => {
      const copy = [...current];
      [copy[index - 1], copy[index]] = [copy[index]!, copy[index - 1]!];
      return copy;
    });
    after((items) => items[index - 1]?.querySelector<HTMLElement>('summary, input, select'));
  };
  return (
    <fieldset className="min-w-0 rounded-lg border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <input type="hidden" name={`${name}.#`} value={slots.length} />
      <ol ref={list} className="space-y-3">
        {slots.map((slot, i) => {
          const at = [...path, i];
          const itemCtx = { ...ctx, entries: entriesOfItem(ctx.entries, name, i, slot, itemNode, path) };
          const itemLabel = ctx.texts.item.replace('{n}', String(i + 1));
          const buttons = (
            <div className="flex gap-2">
              {i > 0 && (
                <button
                  type="submit"
                  name="_intent"
                  value={`up:${fieldName(at)}`}
                  onClick={(event) => up(event, slot.key)}
                  className="btn btn-secondary text-sm"
                >
                  {ctx.texts.moveUp}
                  <span className="sr-only"> ({itemLabel})</span>
                </button>
              )}
              <button
                type="submit"
                name="_intent"
                value={`remove:${fieldName(at)}`}
                onClick={(event) => remove(event, slot.key)}
                className="btn btn-secondary text-sm"
              >
                {ctx.texts.removeItem}
                <span className="sr-only"> ({itemLabel})</span>
              </button>
            </div>
          );
          const summary = summaryOf(itemCtx, at);
          return (
            <li key={slot.key} className="rounded-lg bg-sand/40 p-3">
              {simple ? (
                <div className="flex flex-wrap items-end gap-3">
                  <div className="min-w-60 flex-1">
                    <Leaf node={itemNode} path={at} required ctx={itemCtx} label={`${label} – ${itemLabel}`} />
                  </div>
                  {buttons}
                </div>
              ) : (
                <details open={slot.open}>
                  <summary className="cursor-pointer font-medium">
                    {summary
                      ? ctx.texts.itemSummary.replace('{item}', itemLabel).replace('{summary}', summary)
                      : itemLabel}
                  </summary>
                  <div className="mt-3 space-y-3">
                    <Node node={itemNode} path={at} required ctx={itemCtx} />
                    {buttons}
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {!full && (
        <button
          type="submit"
          name="_intent"
          value={`add:${name}`}
          onClick={add}
          className="btn btn-secondary mt-3 text-sm"
        >
          {ctx.texts.addItem}
          <span className="sr-only"> ({label})</span>
        </button>
      )}
      <Problem path={path} ctx={ctx} />
    </fieldset>
  );
}

/**
 * What tells the items of a list apart when folded, in the staff member's words: its title or
 * label in their language (else in another), its name or address; a block without a title, what
 * it shows ("Testimonials"); a block kept aside, said so. Never an id.
 */
function summaryOf(ctx: Context, at: Path): string {
  const base = fieldName(at);
  const e = ctx.entries;
  const inLanguage = (key: string) =>
    e[`${base}.${key}.${ctx.locale}`] || TEXT_LANGUAGES.map((l) => e[`${base}.${key}.${l}`]).find(Boolean) || '';
  const kind = e[`${base}.relations.0.type`];
  let text =
    inLanguage('title') ||
    inLanguage('label') ||
    e[`${base}.name`] ||
    e[`${base}.url`] ||
    (kind ? (ctx.texts.choices[kind] ?? '') : '');
  text = text.replace(/<[^>]*>/g, '').trim();
  if (text.length > 60) text = `${text.slice(0, 59)}…`;
  const status = e[`${base}.status`];
  if (status === 'Draft')
    text = text ? `${text} – ${ctx.texts.choices.Draft ?? status}` : (ctx.texts.choices.Draft ?? status);
  return text;
}

/**
 * A new image for an image's address: sent with the form, stored by the server at the site's
 * widths; for the agency's logo or icon (`brand`), an SVG or raster file stored as it is.
 */
function ImageUpload({ path, ctx, brand = false }: { path: Path; ctx: Context; brand?: boolean }) {
  const [tooBig, setTooBig] = useState(false);
  const [picked, setPicked] = useState<LibraryChoice | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const url = ctx.entries[fieldName([...path, 'url'])] ?? '';
  const id = `${idOf(path)}-upload`;
  const limit = brand ? MAX_BRAND_BYTES : MAX_EDITOR_IMAGE;
  const placement = brand ? null : imagePlacement(path);
  const use: PictureUse = brandSlotOf(path) ?? (path[0] === 'banner' ? 'banner' : 'photo');
  const choices = ctx.library.filter((c) => c.uses.includes(use));
  /** A picked picture replaces a chosen file, and brings its alt texts where the field has none. */
  const pick = (choice: LibraryChoice) => {
    ctx.changed();
    setPicked(choice);
    setTooBig(false);
    if (file.current) file.current.value = '';
    const form = file.current?.form;
    for (const language of TEXT_LANGUAGES) {
      const field = form?.elements.namedItem(fieldName([...path, 'alt', language]));
      const alt = choice.alt[language];
      if (alt && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && !field.value.trim())
        field.value = alt;
    }
  };
  return (
    <div className="flex flex-wrap items-start gap-4">
      {picked ? (
        // eslint-disable-next-line @next/next/no-img-element -- the picked picture at a small width
        <img
          src={picked.thumb}
          alt={picked.name}
          className="h-20 w-28 rounded border border-line bg-white object-contain"
        />
      ) : brand ? (
        url.startsWith('/files/') && (
          // eslint-disable-next-line @next/next/no-img-element -- the stored logo or icon as it is
          <img
            src={url}
            alt={ctx.texts.currentImage}
            className="h-20 max-w-56 rounded border border-line bg-white object-contain p-1"
          />
        )
      ) : (
        /^\/[^\s]*$/.test(url) && (
          // eslint-disable-next-line @next/next/no-img-element -- the stored file at a small width, not a page image
          <img
            src={photoLoader({ src: url, width: 100 })}
            alt={ctx.texts.currentImage}
            className="h-20 w-28 rounded border border-line object-cover"
          />
        )
      )}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="mb-1 block font-medium">
          {brand ? ctx.texts.brandUpload : ctx.texts.upload}
        </label>
        <input
          ref={file}
          id={id}
          type="file"
          className="max-w-full"
          name={`_upload:${fieldName([...path, 'url'])}`}
          accept={
            brand
              ? 'image/svg+xml,image/png,image/jpeg,image/webp'
              : 'image/jpeg,image/png,image/webp,image/avif,image/gif'
          }
          aria-describedby={placement ? `${id}-where ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            setPicked(null);
            const big = (event.target.files?.[0]?.size ?? 0) > limit;
            if (big) event.target.value = '';
            setTooBig(big);
          }}
        />
        {placement && (
          <p id={`${id}-where`} className="mt-1 text-sm font-medium">
            {ctx.texts.placement[placement]}
          </p>
        )}
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {brand ? ctx.texts.brandUploadHint : ctx.texts.uploadHint}
        </p>
        {tooBig && (
          <p role="alert" className="mt-1 text-sm font-medium text-danger-ink">
            {brand ? ctx.texts.brandTooBig : ctx.texts.imageTooBig}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <LibraryPicker choices={choices} label={labelOf(path, ctx.texts)} texts={ctx.texts.library} onPick={pick} />
          {picked && (
            <>
              <input type="hidden" name={`_library:${fieldName([...path, 'url'])}`} value={picked.id} />
              <p role="status" className="text-sm font-medium">
                {ctx.texts.library.chosen.replace('{name}', picked.name)}
              </p>
              <button type="button" className="btn btn-secondary text-sm" onClick={() => setPicked(null)}>
                {ctx.texts.library.undo}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Node({ node, path, required, ctx }: { node: SchemaNode; path: Path; required: boolean; ctx: Context }) {
  const label = labelOf(path, ctx.texts);
  switch (kindOf(node, String(path.at(-1) ?? ''))) {
    case 'localized':
      return <Localized node={node} path={path} ctx={ctx} label={label} />;
    case 'array':
      return <List node={node} path={path} ctx={ctx} label={label} />;
    case 'object': {
      // Machinery (ids, files, classes, widths…) folds under "Advanced", still sent (issue 31).
      const entries = Object.entries(node.properties ?? {});
      const folded = entries.filter(([key]) => isMachinery([...path, key]));
      const advanced = folded.length > 0 && (
        <details
          open={folded.some(([key]) => wanted(ctx, fieldName([...path, key])))}
          className={path.length === 0 ? 'rounded-xl border border-line bg-white p-4' : 'rounded-lg bg-sand/40 p-3'}
        >
          <summary className="cursor-pointer font-medium">{ctx.texts.advanced}</summary>
          <div className="mt-3 space-y-4">
            {folded.map(([key, sub]) => (
              <Node key={key} node={sub} path={[...path, key]} required={isRequired(node, key)} ctx={ctx} />
            ))}
          </div>
        </details>
      );
      const shown = entries.filter(([key]) => !isMachinery([...path, key]));
      const children = [
        ...shown.map(([key, sub]) => (
          <Node key={key} node={sub} path={[...path, key]} required={isRequired(node, key)} ctx={ctx} />
        )),
        advanced && <div key="~advanced">{advanced}</div>,
      ];
      if (path.length === 0) {
        return (
          <>
            {shown.map(([key, sub], i) => {
              const at = [key];
              const grouped = ['object', 'array'].includes(kindOf(sub, key));
              return grouped ? (
                <details
                  key={key}
                  open={i === 0 || key === 'params' || wanted(ctx, key)}
                  className="rounded-xl border border-line bg-white p-4"
                >
                  <summary className="cursor-pointer text-xl font-semibold">{ctx.texts.fields[key] ?? key}</summary>
                  {ctx.locked?.keys.includes(key) ? (
                    <fieldset disabled aria-describedby={`locked-${key}`} className="mt-4 min-w-0 space-y-4">
                      <p id={`locked-${key}`} className="rounded-lg bg-sand p-3 text-sm">
                        {ctx.locked.note}
                      </p>
                      <Node node={sub} path={at} required={isRequired(node, key)} ctx={ctx} />
                    </fieldset>
                  ) : (
                    <div className="mt-4 space-y-4">
                      <Node node={sub} path={at} required={isRequired(node, key)} ctx={ctx} />
                    </div>
                  )}
                </details>
              ) : (
                <div key={key} className="rounded-xl border border-line bg-white p-4">
                  <Node node={sub} path={at} required={isRequired(node, key)} ctx={ctx} />
                </div>
              );
            })}
            {advanced}
          </>
        );
      }
      if (path.length === 1 && typeof path[0] === 'string') return <div className="space-y-4">{children}</div>;
      // An item of a list sits under its summary ("Number 1: …"): named so for a screen reader only,
      // not framed again under the list's name.
      const item = typeof path.at(-1) === 'number';
      return (
        <fieldset className={`min-w-0 space-y-3 ${item ? '' : 'rounded-lg border border-line p-3'}`}>
          <legend className={item ? 'sr-only' : 'px-1 font-medium'}>
            {item ? ctx.texts.item.replace('{n}', String(Number(path.at(-1)) + 1)) : label}
          </legend>
          {children}
          {fieldName(path) === 'params.seo' && (
            <SeoSnippet languages={ctx.texts.shown} names={ctx.texts.languages} texts={ctx.texts.snippet} idOf={idOf} />
          )}
          {isImage(node) && <ImageUpload path={path} ctx={ctx} />}
          {brandSlotOf(path) && <ImageUpload path={path} ctx={ctx} brand />}
          <Problem path={path} ctx={ctx} />
        </fieldset>
      );
    }
    default:
      return <Leaf node={node} path={path} required={required} ctx={ctx} label={label} />;
  }
}

/**
 * Problems named by field: each a link to its field in this form, a field of another document (a
 * rule across the site) named as text; after it, what is wrong when it is said.
 */
function ProblemList({
  items,
  doc,
  texts,
}: {
  items: EditorProblem[] | { doc: string; field: string }[];
  doc: string;
  texts: EditorTexts;
}) {
  return (
    <ul className="mt-2 list-disc pl-5">
      {items.map((p: { doc: string; field: string; message?: string }, i) => (
        <li key={`${p.doc}:${p.field}:${i}`}>
          {p.doc === doc && p.field !== '(root)' ? (
            <a href={`#${idOf(p.field.split('.'))}`} className="underline">
              {trailOf(p.field, texts)}
            </a>
          ) : (
            <span>
              {p.doc === doc ? '' : `${p.doc} – `}
              {trailOf(p.field, texts)}
            </span>
          )}
          {p.message !== undefined && `: ${p.message}`}
        </li>
      ))}
    </ul>
  );
}

type Props = {
  doc: string;
  node: SchemaNode;
  initial: EditorState;
  texts: EditorTexts;
  canUnpublish: boolean;
  hasDraft: boolean;
  action: (state: EditorState, form: FormData) => Promise<EditorState>;
  locked?: Locked;
  /** The library's pictures, for every image field's "Pick from the library". */
  library?: LibraryChoice[];
  /** The staff member's language (a folded item's summary, the time of a kept draft). */
  locale: string;
  /** Where this browser keeps the form's draft (form-draft.ts draftKey), and when the document was last saved. */
  draftKey: string;
  savedAt: string;
  /** A photo uploaded from a text's toolbar (a server action): into the library, offered back. */
  uploadPicture?: (form: FormData) => Promise<TextPicture>;
  children?: ReactNode;
};

/**
 * A document of the site's content as a form drawn from its schema: the languages side by side,
 * lists with add, remove and move up, the problems named by field (and focused) when the rules
 * refuse a change. `children` (the earlier versions) sit inside the form: their buttons submit it.
 */
export function ContentEditor({
  doc,
  node,
  initial,
  texts,
  canUnpublish,
  hasDraft,
  action,
  locked,
  library = [],
  locale,
  draftKey,
  savedAt,
  uploadPicture,
  children,
}: Props) {
  const [state, formAction, pending] = useActionState(action, initial);
  const form = useRef<HTMLFormElement>(null);
  const work = useUnsavedWork({
    form,
    storageKey: draftKey,
    savedAt,
    texts: texts.unsaved,
    round: state.round,
    stored: state.noticeKind === 'ok',
  });
  // A kept draft taken back: the form drawn again from it (for the server's round it came in).
  const [restored, setRestored] = useState<{ round: number; value: unknown } | null>(null);
  const shown = restored?.round === state.round ? restored.value : state.value;
  const restore = () => {
    const entries = work.take();
    if (!entries) return;
    const value = valueFromForm(node, { get: (n) => entries[n] ?? null, has: (n) => n in entries });
    setRestored({ round: state.round, value });
  };
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.round > 0 && state.notice) notice.current?.focus();
  }, [state]);
  // The fields to fill in found empty when saving, before anything is sent (for this round only).
  const [missing, setMissing] = useState<{ round: number; fields: string[] } | null>(null);
  const empty = missing?.round === state.round ? missing.fields : [];
  const missingBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (missing) missingBox.current?.focus();
  }, [missing]);
  const ctx: Context = {
    texts,
    locked,
    library,
    locale,
    changed: work.changed,
    uploadPicture,
    entries: formEntries(node, shown),
    problems: new Map([
      ...state.problems.filter((p) => p.doc === doc).map((p) => [p.field, p.message] as const),
      ...empty.map((field) => [field, texts.requiredMissing] as const),
    ]),
    focus: state.focus ?? '',
  };
  /** Saving or publishing with a field to fill in left empty: named at once, nothing sent. */
  const checkRequired = (event: FormEvent<HTMLFormElement>) => {
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    if (intent !== 'save' && intent !== 'publish') return;
    const fields = [
      ...event.currentTarget.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[aria-required="true"]'),
    ]
      .filter((field) => !field.matches(':disabled') && field.value.trim() === '')
      .map((field) => field.name);
    if (fields.length === 0) return setMissing(null);
    event.preventDefault();
    setMissing({ round: state.round, fields });
  };
  const bar = (
    <div className="flex flex-wrap gap-2">
      <button type="submit" name="_intent" value="save" className="btn btn-secondary" disabled={pending}>
        {texts.saveDraft}
        {/* Unsaved changes: a dot on Save, said in words after the buttons (read out on a phone too). */}
        {work.isDirty && <span aria-hidden="true" className="ml-2 inline-block h-2 w-2 rounded-full bg-danger" />}
      </button>
      <button type="submit" name="_intent" value="publish" className="btn btn-primary" disabled={pending}>
        {texts.publish}
      </button>
      {hasDraft && (
        <button type="submit" name="_intent" value="discard" className="btn btn-secondary" disabled={pending}>
          {texts.discard}
        </button>
      )}
      {work.isDirty && (
        <span className="sr-only self-center text-sm font-medium text-muted md:not-sr-only md:order-last">
          {texts.unsaved.dirty}
        </span>
      )}
      {canUnpublish && (
        <button type="submit" name="_intent" value="unpublish" className="btn btn-secondary" disabled={pending}>
          {texts.unpublish}
        </button>
      )}
    </div>
  );
  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={checkRequired}
      onInput={(event) => {
        // A field of the document changed (not the library's search box): unsaved work.
        const target = event.target as HTMLInputElement;
        if (target.name || target.isContentEditable) work.changed();
      }}
      className="space-y-4"
      noValidate
    >
      <input type="hidden" name="_doc" value={doc} />
      {/* First in the form: Enter in a field saves the draft rather than pressing a list's button. */}
      <div className="sticky top-0 z-10 -mx-4 border-b border-line bg-sand/95 px-4 py-3">{bar}</div>
      {work.offer && (
        <DraftOffer
          draft={work.offer}
          texts={texts.unsaved}
          locale={locale}
          onRestore={restore}
          onDismiss={work.drop}
        />
      )}
      {restored?.round === state.round && (
        <p role="status" className="rounded-lg border border-brand bg-brand-light p-3 font-medium">
          {texts.unsaved.restored}
        </p>
      )}
      <p className="text-sm text-muted">{texts.requiredNote}</p>
      {empty.length > 0 && (
        <div
          ref={missingBox}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-danger bg-danger-bg p-3 text-danger-ink"
        >
          <p className="font-medium">
            {(empty.length === 1 ? texts.missingOne : texts.missingMany).replace('{count}', String(empty.length))}
          </p>
          <ProblemList items={empty.map((field) => ({ doc, field }))} doc={doc} texts={texts} />
        </div>
      )}
      {state.notice && empty.length === 0 && (
        <div
          ref={notice}
          tabIndex={-1}
          role={state.noticeKind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg border p-3 ${state.noticeKind === 'error' ? 'border-danger bg-danger-bg text-danger-ink' : 'border-brand bg-brand-light'}`}
        >
          <p className="font-medium">{state.notice}</p>
          {state.problems.length > 0 && <ProblemList items={state.problems} doc={doc} texts={texts} />}
        </div>
      )}
      <div key={`${state.round}${restored?.round === state.round ? 'r' : ''}`} className="space-y-4">
        <Node node={node} path={[]} required ctx={ctx} />
      </div>
      {bar}
      {children}
    </form>
  );
}
