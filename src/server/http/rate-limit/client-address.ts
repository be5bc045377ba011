// The part of the client's address that a per-address limit counts. Fastify's
// request.ip is the socket's peer, or in production (trustProxy) the address
// the reverse proxy reports.
import { isIPv6 } from 'node:net';

// One IPv6 host usually holds a whole /64, so counting single IPv6 addresses
// would give it 2^64 separate allowances; IPv4 addresses count one by one.
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part ("::ffff:1.2.3.4") stands for two groups.
  const dotted = withoutZone.includes('.') ? 1 : 0;
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length - dotted;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

// "Maya", " maya " and "MAYA" are the same account to the login form.
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}
