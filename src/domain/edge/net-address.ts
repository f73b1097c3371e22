/**
 * Whether an IP address is one a fetch on the agency's behalf must never reach: loopback,
 * private (RFC 1918, unique-local), link-local (cloud metadata at 169.254.169.254), carrier-grade
 * NAT, benchmarking, multicast, reserved and unspecified ranges, in IPv4 and IPv6 (IPv4-mapped
 * addresses are judged as IPv4). Pure: no DNS here.
 */
function ipv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

function privateV4([a, b]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, documentation
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51) ||
    (a === 203 && b === 0) ||
    a! >= 224 // multicast, reserved, broadcast
  );
}

function ipv6Groups(text: string): number[] | null {
  let body = text
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!;
  const tail = body.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (tail) {
    const v4 = ipv4(tail[1]!);
    if (!v4) return null;
    body =
      body.slice(0, -tail[1]!.length) +
      `${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const values = groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN));
  return values.length === 8 && values.every((v) => !Number.isNaN(v)) ? values : null;
}

export function isPublicAddress(address: string): boolean {
  const v4 = ipv4(address);
  if (v4) return !privateV4(v4);
  const g = ipv6Groups(address);
  if (!g) return false; // not an address at all: never reachable by us
  const [g0, , , , , g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeroHead = g.slice(0, 5).every((v) => v === 0);
  if (zeroHead && g5 === 0xffff) return !privateV4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]); // ::ffff:a.b.c.d
  if (zeroHead && g5 === 0 && g6 === 0 && g7 <= 1) return false; // :: and ::1
  if ((g0 & 0xfe00) === 0xfc00) return false; // fc00::/7 unique-local
  if ((g0 & 0xffc0) === 0xfe80) return false; // fe80::/10 link-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g0 === 0x64 && g[1] === 0xff9b) return !privateV4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]); // NAT64
  return true;
}
