// Which network addresses a coach's calendar URL may make the server connect
// to (docs/decisions/0046-busy-calendars.md). The server fetches an address a
// user typed, so without this anyone could make it read its own loopback
// services, the private network or a cloud metadata endpoint (SSRF).
import { BlockList, isIP } from 'node:net';

// Two lists: a BlockList checks an IPv4 address against its IPv6 rules too
// (as ::ffff:a.b.c.d), so one list holding ::ffff:0:0/96 would refuse every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::ffff:0:0', 96], // IPv4-mapped: would reach any IPv4 address, private ones included
  ['64:ff9b::', 96], // NAT64, likewise
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  blocked6.addSubnet(network, prefix, 'ipv6');
}

const loopback4 = new BlockList();
loopback4.addSubnet('127.0.0.0', 8, 'ipv4');
const loopback6 = new BlockList();
loopback6.addAddress('::1', 'ipv6');

/**
 * True when the server must not connect to this IP address. `allowLoopback`
 * (tests only: their fixture servers listen on 127.0.0.1) lets loopback
 * through and nothing else, so tests still see every other refusal.
 */
export function isBlockedAddress(address: string, { allowLoopback = false }: { allowLoopback?: boolean } = {}): boolean {
  const family = isIP(address);
  if (family === 0) return true; // not an address at all
  if (family === 4) return !(allowLoopback && loopback4.check(address, 'ipv4')) && blocked4.check(address, 'ipv4');
  return !(allowLoopback && loopback6.check(address, 'ipv6')) && blocked6.check(address, 'ipv6');
}
