'use client';

import './zod-no-eval';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { amountInWords } from '@/domain/property/amount-words';
import { HONEYPOT } from '@/domain/forms/definition';
import { offerAdvance } from '@/domain/forms/offer';
import { LEAD_FORMS, type FormKind } from '@/domain/forms/registry';
import { formatPrice } from '@/domain/property/money';
import { CaptchaBox } from './captcha-box';
import { FormField } from './form-field';
import { useHydrated } from './use-hydrated';
import type { FormTexts, SectionSpec } from './types';

type State = import('@conform-to/react').SubmissionResult<string[]> | undefined;
export type LeadAction = (prev: State, formData: FormData) => Promise<State>;

type Props = {
  kind: FormKind;
  locale: string;
  token: string;
  hidden?: Record<string, string>;
  sections: SectionSpec[];
  texts: FormTexts;
  action: LeadAction;
  /** Offer to purchase: words filled in from the figures, and the 10 % advance shown live. */
  offer?: { advanceTemplate: string };
  /** This page's address: where the form posts without JavaScript. */
  permalink?: string;
  /** First values of the fields, as text (Conform's default values). */
  defaults?: Record<string, string | string[]>;
};

/**
 * Every lead form: a plain POST to the server action without JavaScript (values and messages
 * come back in the page), Conform validation with the same zod schema before sending with it.
 */
export function LeadForm({
  kind,
  locale,
  token,
  hidden = {},
  sections,
  texts,
  action,
  offer,
  defaults,
  permalink,
}: Props) {
  const schema = LEAD_FORMS[kind].schema;
  const [actionResult, formAction, pending] = useActionState(action, undefined, permalink);
  // The answer the server rendered this form with (a plain post refused before the code came),
  // read from its HTML as the live form replaces it: the island mounts a fresh component, so
  // without it the visitor's values and the messages would be lost at the first move (issue 31).
  const [carried] = useState(() => serverReply(`lead-${kind}`));
  const lastResult = actionResult ?? carried;
  // False in the server HTML, true once React runs: the captcha exists only with JavaScript.
  const hydrated = useHydrated();
  const [captchaOk, setCaptchaOk] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [amount, setAmount] = useState<number | null>(null);
  const wordsEdited = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const [form, fields] = useForm({
    id: `lead-${kind}`,
    lastResult,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  const t = (key: string | undefined) => (key ? (texts.errors[key] ?? texts.errors.invalid) : undefined);
  const hasFieldErrors = Object.entries(form.allErrors).some(([name, e]) => name !== form.id && e.length > 0);
  const formErrors = (form.errors ?? []).map(t);

  // The live form's answer: focus the summary so it is read first. (Not a carried answer: the
  // visitor's first move, which brought the live form, already put the focus somewhere.)
  useEffect(() => {
    if (actionResult?.status === 'error' && (actionResult.error?.[''] || !hasFieldErrors)) summaryRef.current?.focus();
  }, [actionResult, hasFieldErrors]);

  // An amount field writes its words into the field its layout names, until the visitor edits that one.
  const wordFields = new Set(sections.flatMap((s) => s.fields.flatMap((f) => (f.inWords ? [f.inWords] : []))));
  function onAmount(value: string, wordsField: string) {
    const n = Number(value);
    setAmount(Number.isFinite(n) && n > 0 ? n : null);
    const target = form.getFieldset()[wordsField];
    const words = document.getElementById(target?.id ?? '') as HTMLInputElement | null;
    if (words && !wordsEdited.current) words.value = amountInWords(n, locale);
  }

  return (
    <form
      {...getFormProps(form)}
      action={formAction}
      encType="multipart/form-data"
      data-reply={lastResult && !hydrated ? JSON.stringify(lastResult) : undefined}
      onSubmit={(e) => {
        form.onSubmit(e);
        if (e.defaultPrevented) return;
        e.preventDefault();
        if (hydrated && !captchaOk) {
          setCaptchaMissing(true);
          document.getElementById(`${form.id}-captcha`)?.focus();
          return;
        }
        // The action is called here rather than by the form: React resets a form after its own
        // action, and a form the server sent back (a refused photo, a full slot) would lose
        // everything the visitor wrote (issue 31). Without JavaScript the form posts as HTML.
        const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
        startTransition(() => formAction(data));
      }}
      className="space-y-6"
    >
      <input type="hidden" name="_form" value={kind} />
      <input type="hidden" name="_locale" value={locale} />
      <input type="hidden" name="_token" value={token} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-sm text-muted">{texts.required}</p>
      <div
        ref={summaryRef}
        tabIndex={-1}
        role="alert"
        className={
          hasFieldErrors || formErrors.length
            ? 'rounded-lg border border-red-700 bg-red-50 p-4 text-red-800'
            : 'sr-only'
        }
      >
        {hasFieldErrors && <p className="font-semibold">{texts.errors.summary}</p>}
        {formErrors.map((e) => (
          <p key={e}>{e}</p>
        ))}
      </div>
      {sections.map((section, i) => (
        <fieldset key={i} className="space-y-3">
          {section.legend && <legend className="mb-2 font-display text-xl">{section.legend}</legend>}
          {section.note && <p className="text-sm text-muted">{section.note}</p>}
          <div className="grid grid-cols-6 gap-4">
            {section.fields.map((spec) => {
              const meta = fields[spec.name as keyof typeof fields] ?? form.getFieldset()[spec.name];
              if (!meta) return null;
              const { inWords } = spec;
              const onValue = inWords
                ? (value: string) => onAmount(value, inWords)
                : wordFields.has(spec.name)
                  ? () => (wordsEdited.current = true)
                  : undefined;
              return (
                <FormField
                  key={spec.name}
                  spec={spec}
                  meta={meta}
                  error={t(meta.errors?.[0])}
                  requiredMark={texts.requiredMark}
                  onValue={onValue}
                />
              );
            })}
          </div>
          {offer && section.fields.some((f) => f.inWords) && amount !== null && (
            <p className="rounded-lg bg-brand-light p-3" aria-live="polite">
              {offer.advanceTemplate.replace('{amount}', formatPrice(offerAdvance(amount), locale))}
            </p>
          )}
        </fieldset>
      ))}
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {texts.honeypot}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {hydrated && (
        <CaptchaBox
          texts={texts}
          id={`${form.id}-captcha`}
          invalid={captchaMissing && !captchaOk}
          spentBy={lastResult}
          onSolved={(ok) => {
            setCaptchaOk(ok);
            if (ok) setCaptchaMissing(false);
          }}
        />
      )}
      {captchaMissing && !captchaOk && <p className="text-sm font-medium text-red-700">{texts.errors.captcha}</p>}
      <p className="text-sm text-muted">{texts.privacy}</p>
      <button type="submit" className="btn btn-primary" disabled={pending} aria-disabled={pending}>
        {pending ? texts.sending : texts.send}
      </button>
    </form>
  );
}

/** The reply in the server HTML of this form (`data-reply`), if the server rendered it with one. */
function serverReply(formId: string): State {
  if (typeof document === 'undefined') return undefined;
  const json = document.getElementById(formId)?.getAttribute('data-reply');
  if (!json) return undefined;
  try {
    return JSON.parse(json) as State;
  } catch {
    return undefined;
  }
}
