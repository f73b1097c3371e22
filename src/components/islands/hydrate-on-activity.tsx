'use client';

import { useEffect, useId, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { firstActivity, pointerSettled } from './first-activity';
import { captureFields, restoreFields } from './field-snapshot';
import { takeEarlyPress } from './boot-state';

/** Marks a live island in the browser only (see the live branch below). */
const markLive = (element: HTMLDivElement | null) => element?.setAttribute('data-island-live', '');

/**
 * A client component whose code is fetched at the first sign of a person on the page rather than
 * with the page (issue 9: the lead form's Conform + zod and its schemas, and the search box's React
 * Aria, are most of the JavaScript of the pages that hold them; docs/decisions/009 and 011).
 *
 * - On the server the component renders as usual (`onServer`: imported by the caller with a
 *   top-level await under `typeof window === 'undefined'`, which the client bundle drops), so the
 *   HTML is complete and works without JavaScript (a lead form posts as a plain form).
 * - While the page hydrates, the island keeps that HTML as it is (an opaque inner HTML).
 * - At the first pointer move, touch, key, focus or scroll, the code is fetched and the component
 *   replaces the HTML in one synchronous commit; what was typed or chosen and the focus are carried
 *   over to the new fields, so a keyboard user who tabbed into the form stays where they were,
 *   and a button pressed meanwhile (it did nothing without its script) is pressed again.
 * - A Suspense boundary would not do: React outlines large boundaries into hidden segments that
 *   only a script reveals, which would hide the form from visitors without JavaScript.
 */
export function hydrateOnActivity<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | undefined,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined = onServer;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));

  function Island(props: P) {
    const id = useId();
    // Hydrating when the server HTML of this very island is in the document (same useId).
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [fromServer] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);

    useEffect(() => {
      if (Component) return;
      let live = true;
      // Now rather than at the first activity: when mounted by a client-side navigation (there is
      // no server HTML to show meanwhile), or when the server HTML holds a part that only exists
      // with JavaScript (marked data-hydrate-now, e.g. the map of the search demand).
      const root = document.getElementById(id);
      const now = !fromServer || root?.querySelector('[data-hydrate-now]');
      // A button pressed before the code came did nothing: remember it, to press it once live.
      // A form sent meanwhile is held back and sent again through the live form (its checks).
      // Pressed before the page's code ran (the loader kept it, decision 032), or after.
      let pressed: Element | null = takeEarlyPress(root);
      let submitter: Element | null | undefined;
      let held: HTMLFormElement | null = null;
      const onClick = (event: Event) => (pressed = event.target as Element);
      const onSubmit = (event: Event) => {
        event.preventDefault();
        held = event.target as HTMLFormElement;
        submitter = (event as SubmitEvent).submitter;
        void firstActivity(); // (it came with a click or a key: the code is on its way)
      };
      const stopListening = () => {
        root?.removeEventListener('click', onClick, true);
        root?.removeEventListener('submit', onSubmit, true);
      };
      root?.addEventListener('click', onClick, true);
      root?.addEventListener('submit', onSubmit, true);
      const swap = (component: ComponentType<P>) => {
        stopListening();
        if (!live) return;
        const before = document.getElementById(id);
        const snapshot = before ? captureFields(before, pressed, submitter) : undefined;
        flushSync(() => setComponent(() => component));
        const after = document.getElementById(id);
        if (after && snapshot) restoreFields(after, snapshot);
      };
      const stayPlain = () => {
        // The code could not be fetched (offline): a held-back form goes as plain HTML.
        stopListening();
        held?.submit();
      };
      // The swap waits for a press in progress to end with its click (on the server HTML, where
      // it is recorded and replayed), so that no click lands on a removed element.
      const settled = (component: ComponentType<P>) => pointerSettled().then(() => component);
      void (now ? Promise.resolve() : firstActivity()).then(fetchCode).then(settled).then(swap, stayPlain);
      return () => {
        live = false;
        stopListening();
      };
    }, [Component, fromServer, id]);

    if (Component) {
      // data-island-live: set in the browser only (a ref), so the server HTML never claims it; it
      // tells a test (or someone in the inspector) that the component is live.
      return (
        <div key="live" id={id} className="contents" data-island="" ref={markLive}>
          <Component {...props} />
        </div>
      );
    }
    // Keeps the server HTML untouched (React does not hydrate inside an inner HTML).
    return (
      <div
        key="static"
        id={id}
        className="contents"
        data-island=""
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return Island;
}
