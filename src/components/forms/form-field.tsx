'use client';

import { useState } from 'react';
import type { FieldMetadata } from '@conform-to/react';
import { RegionField } from './region/region-field';
import type { FieldSpec } from './types';
import { useHydrated } from './use-hydrated';

const SPAN = { full: 'sm:col-span-6', half: 'sm:col-span-3', third: 'sm:col-span-2' } as const;

function Mark({ text }: { text: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-accent-strong">
        {' '}
        *
      </span>
      <span className="sr-only"> ({text})</span>
    </>
  );
}

/** Values come back as text or lists of text (Conform's initialValue). */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

type Common = { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true };

/**
 * A file field in the page's language, not the browser's: the native input, visually hidden but
 * focusable (Space or Enter opens the picker), a second label styled as a button (a click opens
 * it too), and the chosen file's name beside it, which also describes the input. The server HTML
 * (no JavaScript: nothing could show the name) keeps the browser's own control.
 */
function FileControl({ common, accept, texts }: { common: Common; accept?: string; texts?: FieldSpec['file'] }) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState('');
  if (!hydrated || !texts) return <input {...common} type="file" accept={accept} className="field" />;
  const statusId = `${common.id}-file`;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input
        {...common}
        type="file"
        accept={accept}
        aria-describedby={[statusId, common['aria-describedby']].filter(Boolean).join(' ')}
        onChange={(e) => setChosen(Array.from(e.currentTarget.files ?? [], (file) => file.name).join(', '))}
        className="peer sr-only"
      />
      <label
        htmlFor={common.id}
        className="btn btn-ghost cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-focus"
      >
        {texts.choose}
      </label>
      <span id={statusId} className={`min-w-0 break-all text-sm ${chosen ? 'font-medium text-ink' : 'text-muted'}`}>
        {chosen || texts.none}
      </span>
    </div>
  );
}

/**
 * One field: label, control, hint and error wired with aria-invalid and aria-describedby, the
 * value typed kept when the page comes back with errors (epic-stack's Field/ErrorList idea).
 */
export function FormField({
  spec,
  meta,
  error,
  requiredMark,
  onValue,
}: {
  spec: FieldSpec;
  meta: FieldMetadata<unknown>;
  error?: string;
  requiredMark: string;
  onValue?: (v: string) => void;
}) {
  const hintId = spec.hint ? `${meta.id}-hint` : undefined;
  const describedBy = [error ? meta.errorId : null, hintId].filter(Boolean).join(' ') || undefined;
  // aria-required, not required: the server's translated message, not the browser's, explains a missing value.
  const common: Common = {
    id: meta.id,
    name: meta.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': spec.required || undefined,
  };
  const initial = meta.initialValue as unknown;
  const errorLine = error ? (
    <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
  const hint = spec.hint ? (
    <p id={hintId} className="mt-1 text-sm text-muted">
      {spec.hint}
    </p>
  ) : null;
  const span = SPAN[spec.span ?? 'full'];

  if (spec.type === 'region') return <RegionField spec={spec} meta={meta} error={error} />;

  if (spec.type === 'checkbox') {
    return (
      <div className={`col-span-6 ${span}`}>
        <label className="flex items-start gap-3">
          <input
            {...common}
            type="checkbox"
            value="on"
            defaultChecked={initial === 'on' || initial === true}
            className="mt-1 size-5 shrink-0 accent-brand"
          />
          <span>
            {spec.label}
            {spec.required && <Mark text={requiredMark} />}
          </span>
        </label>
        {hint}
        {errorLine}
      </div>
    );
  }

  if (spec.type === 'radio' || spec.type === 'checkboxes') {
    const chosen = asList(initial);
    return (
      <fieldset className={`col-span-6 ${span}`} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
        <legend className="mb-1 font-medium">
          {spec.label}
          {spec.required && <Mark text={requiredMark} />}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {spec.options?.map((o, i) => (
            <label key={o.value} className="inline-flex items-center gap-2">
              <input
                type={spec.type === 'radio' ? 'radio' : 'checkbox'}
                name={meta.name}
                value={o.value}
                id={i === 0 ? meta.id : `${meta.id}-${i}`}
                defaultChecked={chosen.includes(o.value)}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-brand"
              />
              {o.label}
            </label>
          ))}
        </div>
        {hint}
        {errorLine}
      </fieldset>
    );
  }

  const label = (
    <label htmlFor={meta.id} className="mb-1 block font-medium">
      {spec.label}
      {spec.required && <Mark text={requiredMark} />}
    </label>
  );
  let control;
  if (spec.type === 'textarea') {
    control = <textarea {...common} rows={5} defaultValue={asList(initial)[0]} className="field" />;
  } else if (spec.type === 'select') {
    control = (
      <select {...common} defaultValue={asList(initial)[0] ?? ''} className="field">
        {spec.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.type === 'file') {
    control = <FileControl common={common} accept={spec.accept} texts={spec.file} />;
  } else {
    control = (
      <input
        {...common}
        type={spec.type}
        inputMode={spec.type === 'number' ? 'numeric' : undefined}
        min={spec.min}
        max={spec.max}
        autoComplete={spec.autoComplete}
        defaultValue={asList(initial)[0]}
        onChange={onValue ? (e) => onValue(e.currentTarget.value) : undefined}
        className="field"
      />
    );
  }
  return (
    <div className={`col-span-6 ${span}`}>
      {label}
      {control}
      {hint}
      {errorLine}
    </div>
  );
}
