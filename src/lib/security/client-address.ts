import 'server-only';
import { headers } from 'next/headers';
import { CLIENT_HEADER, preloadRuns } from '@/domain/client-address.mjs';

/**
 * The visitor's address for every per-address limit (login, forgot password, forms, visits): the
 * one the server's preload decided from the socket and TRUSTED_PROXIES (scripts/lib/edge-preload.mjs).
 * A server started without that preload (`next start` by hand) has no trustworthy address: every
 * request then counts as 'unknown', so a limit gets stricter rather than dodgeable.
 */
export function clientAddressOf(list: Headers): string {
  return (preloadRuns() && list.get(CLIENT_HEADER)) || 'unknown';
}

export async function clientAddress(): Promise<string> {
  return clientAddressOf(await headers());
}
