import { BlockList, isIP } from 'node:net';

/**
 * The addresses a personal access token may be used from: an IP (v4 or v6) or a CIDR range. Read by node:net, so
 * what the tokens feature accepts when a token is made is exactly what the authentication hook matches against.
 */

type Family = 'ipv4' | 'ipv6';

interface ParsedAddress {
  address: string;
  family: Family;
  /** The range's prefix length; undefined: the one address. */
  prefix?: number;
}

/** An IP or a CIDR range ("192.168.0.10", "10.0.0.0/8", "2001:db8::/32"), or null when it is neither. */
export function parseAllowedAddress(text: string): ParsedAddress | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family };
  if (!/^[0-9]{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, family, prefix };
}

/** Node's answer for a socket reached over IPv6 by an IPv4 client ("::ffff:10.1.2.3"): the IPv4 address inside. */
const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Whether `ip` (the request's address) is one of `allowed` (entries parseAllowedAddress accepts; others match nothing). */
export function addressAllowed(allowed: readonly string[], ip: string): boolean {
  const list = new BlockList();
  for (const entry of allowed) {
    const parsed = parseAllowedAddress(entry);
    if (!parsed) continue;
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  const mapped = MAPPED_V4.exec(ip)?.[1];
  if (mapped && list.check(mapped, 'ipv4')) return true;
  const version = isIP(ip);
  return version !== 0 && list.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}
