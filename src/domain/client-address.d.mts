export function normalAddress(raw: string | undefined | null): string;
export function clientFrom(forwarded: string | undefined, socket: string | undefined, trustedHops: number): string;
export const CLIENT_HEADER: 'x-vitrine-client';
export const PRELOAD_MARK: unique symbol;
export function preloadRuns(): boolean;
export function clientAddressOf(headers: { get(name: string): string | null }): string;
