'use client';

import { useEffect } from 'react';
import { replayEarlyWork } from '@/components/islands/boot-state';

/**
 * Once the page is hydrated, what a visitor typed, chose and pressed while its code was still on its
 * way reaches the components (issue 45: the code comes after the first paint, decision 032).
 */
export function PageLive() {
  useEffect(() => replayEarlyWork(), []);
  return null;
}
