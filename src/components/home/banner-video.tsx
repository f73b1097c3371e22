'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

/** A muted looping banner video with a pause button; no autoplay for reduced-motion visitors. */
export function BannerVideo({ src, poster }: { src: string; poster?: string }) {
  const t = useTranslations('Modules');
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.current?.play().then(() => setPlaying(true), () => setPlaying(false));
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().then(() => setPlaying(true));
    else {
      element.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <video ref={video} className="absolute inset-0 h-full w-full object-cover" src={src} poster={poster} muted loop playsInline preload="metadata" aria-hidden="true" />
      <button type="button" onClick={toggle} className="absolute right-4 top-28 z-10 rounded-full bg-black/50 px-3 py-1.5 text-sm text-white hover:bg-black/70 md:top-32">
        {playing ? t('pause') : t('play')}
      </button>
    </>
  );
}
