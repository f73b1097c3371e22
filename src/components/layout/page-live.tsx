'use client';

import { useEffect } from 'react';
import { replayEarlyPresses } from '@/components/islands/boot-state';

/**
 * Once the page is hydrated, the buttons a visitor pressed while its code was still on its way are
 * pressed again (issue 45: the code comes after the first paint, decision 032).
 */
export function PageLive() {
  useEffect(() => replayEarlyPresses(), []);
  return null;
}
