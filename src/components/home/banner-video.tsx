'use client';

import { useEffect, useRef, useState } from 'react';
import { PlayPauseButton } from './play-pause-button';

/** A muted looping banner video with a pause button; no autoplay for reduced-motion visitors. */
export function BannerVideo({ src, poster }: { src: string; poster?: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.current?.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
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
      <video
        ref={video}
        className="absolute inset-0 h-full w-full object-cover"
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
      />
      <PlayPauseButton playing={playing} onClick={toggle} />
    </>
  );
}
