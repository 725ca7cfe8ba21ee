import { BlockList, isIP } from 'node:net';

/**
 * Address ranges no server-side fetch of a member-given URL may reach (SSRF): this host, private networks,
 * link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast, documentation and reserved blocks.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215): reaches whatever IPv4 network the local translator serves
  ['100::', 64], // discard
  ['2001::', 32], // Teredo (tunnels to an IPv4 address of someone's choosing)
  ['2001:20::', 28], // ORCHIDv2 (RFC 7343): identifiers, not routable addresses
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible, NAT64 `64:ff9b::`). */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * True only for a literal IP address on the public internet: false for anything in the blocked ranges above, for an
 * IPv6 address carrying a blocked IPv4 one, and for anything that is not an IP address at all.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return !blocked.check(bare, 'ipv4');
  if (version !== 6) return false;
  const inner = embeddedIpv4(bare);
  if (inner !== undefined) return isIP(inner) === 4 && !blocked.check(inner, 'ipv4');
  return !blocked.check(bare, 'ipv6');
}
