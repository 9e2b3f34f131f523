import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Whose word on the shopper's address each service takes (docs/decisions/015). The storefront
 * decides it under TRUST_PROXY and its /api proxy overwrites X-Forwarded-For with that one
 * address; the api believes exactly that, and nothing a client wrote before it.
 */

/** Express's `trust proxy` value: false, a hop count, or a comma list of addresses, CIDRs and names. */
export type TrustProxy = false | number | string;

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix` or `address/netmask` as Express (proxy-addr) reads it. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY of the storefront, in Express's own `trust proxy` syntax: `loopback` (the default: a
 * proxy on this machine), `none`/`false` (the shop faces the internet itself), a hop count, or a
 * comma list of addresses and CIDRs (and the names loopback, linklocal, uniquelocal). `true`
 * (believe every hop) is refused: with it any client names its own address.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): TrustProxy => {
    if (value === 'none' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => NAMES.has(entry) || isAddressOrRange(entry))) return entries.join(',');
    ctx.addIssue({
      code: 'custom',
      message: 'допустимые значения: loopback, none, число доверенных прокси или список адресов и подсетей через запятую',
    });
    return z.NEVER;
  });

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/;

/**
 * The api's `trust proxy` by default: it believes one hop, its peer, and only when that peer is on
 * this machine (the storefront, whose proxy wrote the one address X-Forwarded-For then holds). A
 * longer X-Forwarded-For is a client's own writing: its last entry is the address.
 */
/** The address is this machine's: 127.0.0.0/8 or ::1, also written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

export function trustLoopbackPeer(address: string, hop: number): boolean {
  return hop === 0 && isLoopbackAddress(address);
}

/** Express's `trust proxy` as a function: whether the hop-th address from our end may be believed. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * API_TRUST_PROXY: which storefronts the api believes when they name the shopper's address. As
 * before, exactly one hop, the api's peer: a storefront writes one address (server/forwarded.ts),
 * so anything longer was a client's writing. `loopback` (the default: both roles on one machine),
 * `none` (believe nobody: every shopper is the peer's address), or addresses and CIDRs of the
 * storefronts separated by commas, when the roles run on different machines. A hop count is
 * refused: it would believe whoever reaches the api's port.
 */
export const apiTrustSetting = z
  .string()
  .trim()
  .default('loopback')
  .transform((value, ctx): TrustFunction => {
    if (value === 'none' || value === 'false') return () => false;
    if (value === 'loopback') return trustLoopbackPeer;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => NAMES.has(entry) || isAddressOrRange(entry))) {
      const trusted = proxyaddr.compile(entries);
      return (address, hop) => hop === 0 && trusted(address, hop);
    }
    ctx.addIssue({
      code: 'custom',
      message: 'допустимые значения: loopback, none или адреса и подсети витрин через запятую',
    });
    return z.NEVER;
  });
