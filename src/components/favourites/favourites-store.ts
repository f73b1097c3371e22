'use client';

import { useSyncExternalStore } from 'react';
import { FAVOURITES_KEY, readStoredFavourites, serializeFavourites, toggleFavourite } from '@/domain/search/favourites';

/**
 * The visitor's favourites, kept in localStorage (no account, no cookie: the visitor asked for it,
 * so it is functional storage and needs no consent) and shared by every heart on the page and
 * every tab (the `storage` event). Unknown on the server and during hydration (null): the server's
 * HTML is the same for every visitor (decision 018).
 */
const listeners = new Set<() => void>();
let memory: string | null = null; // when localStorage is refused (some private modes)
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

function rawValue(): string | null {
  try {
    return window.localStorage.getItem(FAVOURITES_KEY);
  } catch {
    return memory;
  }
}

function snapshot(): number[] {
  const raw = rawValue();
  if (raw !== cached.raw) cached = { raw, ids: readStoredFavourites(raw) };
  return cached.ids;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === FAVOURITES_KEY) notify();
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

export function saveFavourites(ids: readonly number[]) {
  const raw = serializeFavourites(ids);
  try {
    window.localStorage.setItem(FAVOURITES_KEY, raw);
  } catch {
    memory = raw;
  }
  notify();
}

export function toggleFavouriteId(id: number) {
  saveFavourites(toggleFavourite(snapshot(), id));
}

/** The saved ids (newest first), or null while not known (server, hydration). */
export function useFavourites(): number[] | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
