'use client';

import { useFavourites } from './favourites-store';

/** The number on the header's heart; nothing until the browser's list is known, or when it is empty. */
export function FavouritesCount({ label }: { label: string }) {
  const ids = useFavourites();
  if (!ids?.length) return null;
  return (
    <span
      data-testid="favourites-count"
      className="absolute -right-1 -top-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-strong px-1 text-xs font-bold text-on-accent"
    >
      {ids.length}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
