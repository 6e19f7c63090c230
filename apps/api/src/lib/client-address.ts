import ipaddr from 'ipaddr.js';

/**
 * What per-address limits count under: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6
 * address by its /64. One subscriber's line or one server gets a whole /64, so anyone with one address has
 * 2^64 more to rotate through; counting the /64 makes a limit per address mean one per network.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const network = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(':')}::/64`;
}
