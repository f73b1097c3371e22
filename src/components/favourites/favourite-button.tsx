'use client';

import { Icon } from '../layout/icons';
import { toggleFavouriteId, useFavourites } from './favourites-store';

/**
 * The heart of a card or a detail page: a toggle button (aria-pressed) whose name names the
 * property ("Bewaar Villa … als favoriet"). It exists only with JavaScript: the server renders
 * nothing (favourites live in the browser), so it is never a dead control. The `remove` variant is
 * a plain text button, shown only while the id is saved (a property that is gone).
 */
export function FavouriteButton({
  id,
  label,
  className = '',
  variant = 'icon',
}: {
  id: number;
  label: string;
  className?: string;
  variant?: 'icon' | 'remove';
}) {
  const ids = useFavourites();
  if (ids === null) return null;
  const saved = ids.includes(id);
  if (variant === 'remove') {
    if (!saved) return null;
    return (
      <button
        type="button"
        onClick={() => toggleFavouriteId(id)}
        className={`btn btn-ghost min-h-11 text-sm ${className}`}
        data-testid="favourite-remove"
      >
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      data-testid="favourite-button"
      data-property={id}
      onClick={() => toggleFavouriteId(id)}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-accent-strong shadow-md ring-1 ring-black/10 transition-transform hover:scale-105 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus ${className}`}
    >
      <Icon name={saved ? 'heartFilled' : 'heart'} className="h-6 w-6 shrink-0" />
    </button>
  );
}
