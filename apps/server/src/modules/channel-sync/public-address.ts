import ipaddr from 'ipaddr.js';

/**
 * Whether a feed may be fetched from this address (issue 18 §5): only public unicast addresses. Loopback, private
 * (10/8, 172.16/12, 192.168/16, 100.64/10), link-local (169.254/16, fe80::/10), unique-local (fc00::/7), multicast,
 * reserved and unspecified ranges are refused, and an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as
 * the IPv4 address it carries. IPv6 forms that tunnel to an IPv4 address (6to4, Teredo, NAT64) are refused too:
 * ipaddr.js names them as ranges of their own, and only 'unicast' passes.
 * `allowLoopback` is the test-only exception of decision 095 (a local feed server in the tests).
 */
export function isPublicAddress(address: string, { allowLoopback = false } = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (range === 'unicast') return true;
  return allowLoopback && range === 'loopback';
}
