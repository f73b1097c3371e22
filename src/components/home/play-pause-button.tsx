'use client';

import { useTexts } from '@/components/i18n/client-texts';

/** The pause / play control of a moving banner (WCAG 2.2.2), in the banner's bottom right corner. */
export function PlayPauseButton({ playing, onClick }: { playing: boolean; onClick: () => void }) {
  const t = useTexts('Modules');
  return (
    <button
      type="button"
      onClick={onClick}
      className="absolute bottom-3 right-4 z-10 inline-flex items-center gap-1.5 rounded-full bg-black/55 px-3 py-1.5 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/75 md:bottom-5 md:right-8"
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
        {playing ? <path d="M4 2h3v12H4zM9 2h3v12H9z" /> : <path d="M4 2.5v11l9.5-5.5z" />}
      </svg>
      {playing ? t('pause') : t('play')}
    </button>
  );
}
