/**
 * The one function that turns a client address (CF-Connecting-IP) into what every per-client
 * limit counts (decision 0030, 2026-12-02): an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber's network: a home, a phone, a campus gets at least a /64 and picks addresses
 * within it freely, so counting exact IPv6 addresses would let one client count as billions). An
 * IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address. Anything else (the local
 * stack's "local", a malformed header) is counted as written, trimmed and lower-cased.
 */

/** The eight 16-bit groups of an IPv6 address (without zone), or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) stands for the last two groups.
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  let text = address;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(2, 6).map(Number);
    if ([a, b, c, d].some((byte) => byte > 255)) return null;
    text = `${dotted[1] ?? ''}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':'));
  const head = parse(halves[0] ?? '');
  const rest = halves.length === 2 ? parse(halves[1] ?? '') : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = head.length + rest.length;
  if (halves.length === 2 ? known > 7 : known !== 8) return null;
  const zeros = new Array<string>(8 - known).fill('0');
  return [...head, ...zeros, ...rest].map((group) => parseInt(group, 16));
}

/** The limit key of a client address: IPv4 as is, IPv6 as its /64 (`2001:db8:0:1::/64`). */
export function clientLimitKey(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':')) return text;
  const groups = ipv6Groups(text.replace(/%.*$/, '').replace(/^\[|\]$/g, ''));
  if (!groups) return text;
  // IPv4-mapped (::ffff:a.b.c.d): the IPv4 client itself.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
