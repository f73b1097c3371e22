'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '@/components/i18n/client-texts';
import { CONSENT_CATEGORIES, DECLINE, type ConsentCategory } from '@/domain/consent/consent';
import { useConsent } from './consent-context';

/**
 * The cookie banner: accept all, decline and settings with equal weight; the settings list the five
 * categories (functional always on). A labelled region at the bottom that does not block reading.
 * `?setcookies` in any address opens it again with the current choices.
 */
export function ConsentBanner({ policyHref }: { policyHref: string | null }) {
  const { bannerOpen, openBanner, preview, known } = useConsent();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('setcookies')) openBanner();
  }, [openBanner]);
  // The panel mounts afresh on each opening, and takes the stored choice once it is known (the same
  // panel: a visitor who already tabbed into it keeps the focus). Before that (server HTML,
  // hydration) CSS shows it only where <html data-consent="ask">: no flash for a visitor who chose,
  // none at all without JavaScript.
  return bannerOpen && !preview ? <BannerPanel policyHref={policyHref} pending={!known} /> : null;
}

function BannerPanel({ policyHref, pending }: { policyHref: string | null; pending: boolean }) {
  const t = useTexts('Consent');
  const { categories, choose } = useConsent();
  const [settings, setSettings] = useState(false);
  const [picked, setPicked] = useState<Set<ConsentCategory>>(() => new Set(categories ?? ['functional']));
  const [pickedFrom, setPickedFrom] = useState(categories);
  if (pickedFrom !== categories) {
    // The stored choice became known after the panel showed: start the settings from it.
    setPickedFrom(categories);
    setPicked(new Set(categories ?? ['functional']));
  }
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Reopened on purpose (?setcookies): take the visitor to it. On a first visit focus stays put.
    if (categories) heading.current?.focus();
  }, [categories]);

  const button = 'btn min-h-11 flex-1 border border-brand bg-white text-brand hover:bg-brand-light sm:flex-none';
  const toggle = (category: ConsentCategory) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  return (
    <section
      role="region"
      aria-labelledby={headingId}
      data-consent-banner={pending ? '' : undefined}
      onKeyDown={(event) => event.key === 'Escape' && settings && setSettings(false)}
      className="fixed inset-x-0 bottom-0 z-[1300] max-h-[85vh] overflow-y-auto border-t border-line bg-white shadow-[0_-8px_30px_rgb(0_0_0/0.12)]"
    >
      <div className="container-page space-y-4 py-5">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="font-sans text-lg font-semibold outline-none">
          {t('title')}
        </h2>
        <p className="max-w-3xl text-sm text-muted">
          {t('text')}{' '}
          {policyHref && (
            <a href={policyHref} className="text-brand underline">
              {t('policyLink')}
            </a>
          )}
        </p>
        {settings && (
          <fieldset className="grid gap-3 md:grid-cols-2">
            <legend className="sr-only">{t('categoriesLegend')}</legend>
            {CONSENT_CATEGORIES.map((category) => (
              <label key={category} className="flex gap-3 rounded-lg border border-line p-3">
                <input
                  type="checkbox"
                  className="mt-1 h-5 w-5 accent-[var(--color-brand)]"
                  checked={category === 'functional' || picked.has(category)}
                  disabled={category === 'functional'}
                  onChange={() => toggle(category)}
                />
                <span>
                  <span className="block font-semibold">
                    {t(`categories.${category}.name`)}
                    {category === 'functional' && (
                      <span className="ml-2 text-xs font-normal text-muted">{t('alwaysOn')}</span>
                    )}
                  </span>
                  <span className="block text-sm text-muted">{t(`categories.${category}.description`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="button" className={button} onClick={() => choose(CONSENT_CATEGORIES)}>
            {t('acceptAll')}
          </button>
          <button type="button" className={button} onClick={() => choose(DECLINE)}>
            {t('decline')}
          </button>
          {settings ? (
            <button type="button" className={button} onClick={() => choose([...picked])}>
              {t('save')}
            </button>
          ) : (
            <button type="button" className={button} aria-expanded={false} onClick={() => setSettings(true)}>
              {t('settings')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
