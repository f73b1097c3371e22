'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type FormEvent, type ReactNode } from 'react';
import { parseListQuery } from '@/domain/search-form';
import { searchHref } from '@/domain/search-query';

type Props = {
  /** The list path of the page's language (`/nl/te-koop`). */
  action: string;
  goal: 0 | 1;
  className?: string;
  label?: string;
  /** Announced while the new results load. */
  pendingText: string;
  children: ReactNode;
};

/**
 * A plain GET form that, with JavaScript, fetches the new results without a full page load:
 * on submit, and as soon as a choice changes (a text field changes on blur or Enter). The address
 * written is the canonical one (price as `min-max`, defaults left out) and always page 1.
 */
export function AutoSubmitForm({ action, goal, className, label, pendingText, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);

  function go(form: HTMLFormElement) {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
    const query = parseListQuery(params, goal);
    const href = searchHref(action, { ...query, page: 1 });
    startTransition(() => router.push(href, { scroll: false }));
  }

  // The native change event (not React's onChange, which fires on every key stroke): a choice
  // made, or a text field left after typing.
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const onChange = () => go(form);
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
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
      {children}
      <p role="status" aria-live="polite" className="sr-only">
        {pending ? pendingText : ''}
      </p>
    </form>
  );
}
