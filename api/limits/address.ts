import ipaddr from 'ipaddr.js';

/** The bits of an IPv6 address that name one subscriber: a provider gives each home or phone a /64. */
const IPV6_SUBSCRIBER_BITS = 64;
const UNKNOWN = 'unknown';

/**
 * The address a per-address limit counts, from the address the api believes the shopper has: an
 * IPv4 address as it is (also when written IPv4-mapped, `::ffff:203.0.113.7`), an IPv6 address as
 * its /64 (`2001:db8:1:2::/64`), because one subscriber holds the whole /64 and may write any of
 * its 2^64 addresses. Anything else (a proxy we trust wrote something that is no address) is
 * counted as one `unknown` address: all of it shares one budget, and no key grows past the table's.
 */
export function limitAddress(address: string): string {
  if (!ipaddr.isValid(address)) return UNKNOWN;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${IPV6_SUBSCRIBER_BITS}`);
  return `${network.toRFC5952String()}/${IPV6_SUBSCRIBER_BITS}`;
}
