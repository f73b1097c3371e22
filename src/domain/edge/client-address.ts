/**
 * Who is asking (issue 17): the address a per-visitor limit counts. Anyone can write
 * X-Forwarded-For, so its entries are believed only as far as the reverse proxies the site trusts
 * (`TRUSTED_PROXIES`, a number of hops): the chain is the header's entries followed by the socket's
 * address, and the visitor is the entry `trustedHops` places from its right. With no proxy (0) the
 * header is ignored and the socket decides; behind one proxy that appends the address it saw (nginx
 * `$proxy_add_x_forwarded_for`, a load balancer), it is that entry, whatever the visitor wrote before.
 *
 * The server's edge (src/server/edge.ts) runs it in front of Next.js, and the pages read its
 * result with `clientAddressOf` below (one module, one behaviour).
 */

/** IPv4 in IPv6 form (::ffff:1.2.3.4) as IPv4; an address in brackets or with a port without them. */
export function normalAddress(raw: string | undefined | null): string {
  let a = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (a.startsWith('[')) a = a.slice(1, a.indexOf(']') > 0 ? a.indexOf(']') : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(a)) a = a.slice(0, a.lastIndexOf(':'));
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice('::ffff:'.length);
  return /^[0-9a-f:.]{2,45}$/.test(a) ? a : '';
}

/**
 * The visitor's address, or 'unknown', from the X-Forwarded-For header as received (entries
 * comma-separated), the address of the TCP peer and how many proxies in front of the site append
 * to the header.
 */
export function clientFrom(forwarded: string | undefined, socket: string | undefined, trustedHops: number): string {
  const entries =
    trustedHops > 0
      ? String(forwarded ?? '')
          .split(',')
          .filter((e) => e.trim() !== '')
      : [];
  const chain = [...entries, socket ?? ''].map(normalAddress);
  const at = chain.length - 1 - Math.max(0, trustedHops);
  // Fewer entries than trusted proxies: the request did not come through all of them; its first is as close as it gets.
  const pick = chain[Math.max(0, at)];
  return pick || 'unknown';
}

/** The header the edge writes and the pages read; anything a visitor sends under that name is dropped. */
export const CLIENT_HEADER = 'x-vitrine-client';

/**
 * The visitor's address for every per-address limit (login, forgot password, forms, visits), read
 * from a request's headers: the one the edge decided with `clientFrom`. `edgeRuns`: whether the
 * edge runs in this process (src/process-bridge.ts; the caller asks, this module stays pure). Without the edge
 * (`next start` by hand) no header is trustworthy, X-Forwarded-For least of all: every request
 * then counts as 'unknown', so a limit gets stricter rather than dodgeable.
 */
export function clientAddressOf(headers: { get(name: string): string | null }, edgeRuns: boolean): string {
  return (edgeRuns && headers.get(CLIENT_HEADER)) || 'unknown';
}
