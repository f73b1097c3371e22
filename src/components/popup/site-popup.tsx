'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '@/components/i18n/client-texts';
import { useConsent } from '../consent/consent-context';
import { POPUP_SESSION_KEY, popupDelayMs, shouldShowPopup } from './popup-rules';

type Props = { delay?: number; title: string; description: string; link?: string; mediaUrl?: string };

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(POPUP_SESSION_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSeen() {
  try {
    window.sessionStorage.setItem(POPUP_SESSION_KEY, '1');
  } catch {
    // Private mode without storage: the popup may come back, nothing breaks.
  }
}

/**
 * The agency's popup: a modal dialog (focus kept inside, Escape closes) shown once per session,
 * the configured delay after the cookie banner was answered (or at load when it was before); with
 * a link, the whole popup is that link.
 */
export function SitePopup({ delay, title, description, link, mediaUrl }: Props) {
  const t = useTexts('Shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { known, bannerOpen } = useConsent();
  const consentPending = !known || bannerOpen;

  useEffect(() => {
    const href = window.location.href;
    if (!shouldShowPopup({ href, link, seenThisSession: seenThisSession(), consentPending })) return;
    const timer = window.setTimeout(() => {
      rememberSeen();
      setOpen(true);
    }, popupDelayMs(delay));
    return () => window.clearTimeout(timer);
  }, [delay, link, consentPending]);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
  }, [open]);

  const close = () => {
    dialog.current?.close();
    setOpen(false);
  };

  if (!open) return null;
  const body = (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- agency media of any size, shown once */}
      {mediaUrl && <img src={mediaUrl} alt="" className="mb-4 max-h-60 w-full rounded-lg object-cover" />}
      <h2 id={titleId} className="text-2xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-2 text-muted">{description}</p>}
    </>
  );
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="z-[1300] m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="relative p-6">
        <button
          type="button"
          onClick={close}
          className="btn btn-ghost absolute right-3 top-3 h-10 w-10 px-0"
          aria-label={t('closePopup')}
        >
          <span aria-hidden="true">×</span>
        </button>
        {link ? (
          <a href={link} className="block pr-10 hover:opacity-90">
            {body}
            <span className="btn btn-primary mt-4">{t('popupCta')}</span>
          </a>
        ) : (
          <div className="pr-10">{body}</div>
        )}
      </div>
    </dialog>
  );
}
