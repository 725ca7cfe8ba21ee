import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address (no zone) to its eight 16-bit groups; an embedded dotted IPv4 tail becomes two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined): number[] => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client address is throttled under: an IPv4 address as it is; an IPv4-mapped IPv6 address
 * (`::ffff:a.b.c.d`) as that IPv4 address; any other IPv6 address by its /64 (one subscriber usually holds a whole
 * /64, so counting single addresses would let her rotate through 2^64 of them). Anything else (e.g. `unknown`) is
 * kept as given, lower-cased and bounded.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip.trim().toLowerCase().slice(0, 100);
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
