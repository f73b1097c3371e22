'use client';

import { useRouter } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';
import { parseListQuery } from '@/domain/search/search-form';
import { searchHref } from '@/domain/search/search-query';
import { FILTER_SHEET_MEDIA } from '../layout/filter-sheet-media';
const COUNT_DELAY = 250; // ms: a visitor ticking three boxes in a row asks once

type Props = {
  /** The list path of the page's language (`/nl/te-koop`). */
  action: string;
  goal: 0 | 1;
  className?: string;
  label?: string;
  /** Announced while the new results load. */
  pendingText: string;
  /**
   * The count address (`/api/search/count?locale=nl&goal=0`): while the form is an open sheet
   * (phones), a change asks it how many properties the filters find instead of loading them.
   */
  countUrl?: string;
  children: ReactNode;
};

/** The text of the sheet's apply button: what the filters chosen so far would find. */
const CountLabel = createContext<string | null>(null);

/**
 * The submit button of a counted form: on a phone's sheet it says what the filters find, and
 * follows the count as the visitor changes them; beside the results (wide screens) it says `wide`.
 */
export function CountedSubmit({ initial, wide, className }: { initial: string; wide: string; className?: string }) {
  const label = useContext(CountLabel);
  return (
    <button type="submit" className={className}>
      <span className="lg:hidden">{label ?? initial}</span>
      <span className="max-lg:hidden">{wide}</span>
    </button>
  );
}

function inOpenSheet(form: HTMLFormElement): boolean {
  return window.matchMedia(FILTER_SHEET_MEDIA).matches && form.closest('details[open]') !== null;
}

function fieldsOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params;
}

/** Whether a select, box or radio of the form differs from the page's HTML (chosen before hydration). */
function choiceChangedBefore(form: HTMLFormElement): boolean {
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement && [...field.options].some((o) => o.selected !== o.defaultSelected)) {
      return true;
    }
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true;
    }
  }
  return false;
}

/**
 * A plain GET form that, with JavaScript, fetches the new results without a full page load:
 * on submit, and as soon as a choice changes (a text field changes on blur or Enter). The address
 * written is the canonical one (price as `min-max`, defaults left out) and always page 1. As an
 * open sheet on a phone it waits for the apply button, and its count follows the choices.
 */
export function AutoSubmitForm({ action, goal, className, label, pendingText, countUrl, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [count, setCount] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const replayed = useRef(false);

  function go(form: HTMLFormElement) {
    const query = parseListQuery(fieldsOf(form), goal);
    const href = searchHref(action, { ...query, page: 1 });
    // A typed price is read on Enter and again as the field is left: one history entry, not two.
    if (href === window.location.pathname + window.location.search) return;
    startTransition(() => router.push(href, { scroll: false }));
  }

  // The native change event (not React's onChange, which fires on every key stroke): a choice
  // made, or a text field left after typing.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | undefined;
    const askCount = () => {
      asking?.abort();
      const controller = (asking = new AbortController());
      const params = fieldsOf(form);
      fetch(`${countUrl}&${params.toString()}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ label?: string }>) : null))
        .then((answer) => {
          if (!controller.signal.aborted && answer?.label) setCount(answer.label);
        })
        .catch(() => {}); // offline or aborted: the button keeps its text, applying still works
    };
    const onChange = () => {
      if (!countUrl || !inOpenSheet(form)) return go(form);
      clearTimeout(timer);
      timer = setTimeout(askCount, COUNT_DELAY);
    };
    form.addEventListener('change', onChange);
    if (!replayed.current) {
      replayed.current = true;
      // A choice made before the page's code came (its change event went nowhere) applies now.
      if (choiceChangedBefore(form)) onChange();
    }
    return () => {
      form.removeEventListener('change', onChange);
      clearTimeout(timer);
      asking?.abort();
    };
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const sheet = form.closest('details');
    if (sheet && inOpenSheet(form)) {
      sheet.open = false;
      sheet.querySelector('summary')?.focus();
    }
    go(form);
  }

  return (
    <form
      method="get"
      action={action}
      className={className}
      aria-label={label}
      aria-busy={pending || undefined}
      ref={ref}
      onSubmit={onSubmit}
    >
      <CountLabel.Provider value={count}>{children}</CountLabel.Provider>
      <p role="status" aria-live="polite" className="sr-only">
        {pending ? pendingText : (count ?? '')}
      </p>
    </form>
  );
}
