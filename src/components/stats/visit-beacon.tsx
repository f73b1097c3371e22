'use client';

import { useEffect } from 'react';

/** Tells the server once per page view that a property was seen (owner statistics, no cookies). */
export function VisitBeacon({ propertyId }: { propertyId: number }) {
  useEffect(() => {
    const body = String(propertyId);
    if (!navigator.sendBeacon?.('/api/visits', body)) {
      void fetch('/api/visits', { method: 'POST', body, keepalive: true }).catch(() => undefined);
    }
  }, [propertyId]);
  return null;
}
