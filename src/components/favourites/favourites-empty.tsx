'use client';

import type { ReactNode } from 'react';
import { useFavourites } from './favourites-store';

/**
 * The empty state of the favourites page without ids in its address. A visitor who has saved some
 * is being sent to their list (favourites-panel.tsx): they see "loading", not "no favourites".
 */
export function FavouritesEmpty({ loading, children }: { loading: string; children: ReactNode }) {
  const saved = useFavourites();
  if (saved?.length)
    return (
      <p role="status" className="rounded-xl border border-line bg-white p-8 text-center text-muted">
        {loading}
      </p>
    );
  return <>{children}</>;
}
