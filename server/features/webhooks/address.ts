import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '../../../common/contract/webhooks';
import { badRequest } from '../../http/errors';

/**
 * Where a webhook may post. A webhook's address is typed by a person, so the server would otherwise post into the
 * network it sits in (its own loopback, the cloud's metadata address, a router): every address its name resolves
 * to must be public. Checked when the webhook is created and again at each connection (`pinnedLookup`), so a name
 * that resolves elsewhere later (DNS rebinding) is refused then too.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT, shared address space
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (the clouds' metadata address)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some)
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4, v6, or a v6 that carries a v4, judged by that v4's rules too) is public. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  if (version === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (NOT_PUBLIC.check(address, 'ipv6')) return false;
  const carried = embeddedIPv4(address);
  return carried === null || !NOT_PUBLIC.check(carried, 'ipv4');
}

/** An IPv6 address's eight 16-bit groups (the address already known valid by isIP; a zone is dropped). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!;
  // A trailing dotted quad (::ffff:10.0.0.1) is its last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const words = (part: string | undefined) =>
    part ? part.split(':').map((w) => Number.parseInt(w, 16)) : [];
  if (tail === undefined) return words(head);
  const [left, right] = [words(head), words(tail)];
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dotted = (high: number, low: number) => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;

/**
 * The IPv4 address an IPv6 one leads to, when it carries one: a receiver there is reached through the translator
 * or tunnel, so the v4's rules apply too ([64:ff9b::a9fe:a9fe] is the clouds' metadata address). NAT64's well-known
 * prefix 64:ff9b::/96 (RFC 6052; its local-use 64:ff9b:1::/48 is refused whole above), IPv4-compatible ::a.b.c.d,
 * IPv4-mapped ::ffff:a.b.c.d and its translated form ::ffff:0:a.b.c.d (RFC 2765), 6to4 2002::/16 (the v4 in bits
 * 16 to 48, RFC 3056) and Teredo 2001::/32 (the client's v4 is the last 32 bits inverted, RFC 4380). Null: none.
 */
export function embeddedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeroUpTo = (end: number) => g.slice(0, end).every((word) => word === 0);
  const lastTwo = dotted(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((word) => word === 0)) return lastTwo;
  if (zeroUpTo(5) && (g[5] === 0 || g[5] === 0xffff)) return lastTwo;
  if (zeroUpTo(4) && g[4] === 0xffff && g[5] === 0) return lastTwo;
  if (g[0] === 0x2002) return dotted(g[1]!, g[2]!);
  if (g[0] === 0x2001 && g[1] === 0) return dotted(g[6]! ^ 0xffff, g[7]! ^ 0xffff);
  return null;
}

/** What the installation allows (config.webhooks.allowPrivate: receivers beside it, plain http). */
export interface AddressPolicy {
  allowPrivate: boolean;
}

/** A URL's host as an address or a name: '[::1]' is '::1'. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address typed, checked before anything is written: a full http(s) URL without user and password, https
 * unless the installation allows private receivers, and every address its host resolves to public (same
 * exception). Answers the URL as it will be stored; a 400 with the person's words otherwise.
 */
export async function checkWebhookUrl(text: string, policy: AddressPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  }
  const allowed = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) {
    throw badRequest(url.protocol === 'http:' ? WEBHOOK_MESSAGES.httpsOnly : WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.username || url.password) throw badRequest(WEBHOOK_MESSAGES.credentials);
  if (!url.hostname) throw badRequest(WEBHOOK_MESSAGES.urlInvalid);
  if (!policy.allowPrivate) await ensurePublicHost(hostOf(url));
  return url.toString();
}

/** Every address of `host` public, or a 400 (an unknown name too). */
async function ensurePublicHost(host: string): Promise<void> {
  const addresses = await resolveAll(host);
  if (addresses === null) throw badRequest(WEBHOOK_MESSAGES.unknownHost);
  if (addresses.length === 0 || !addresses.every(isPublicAddress))
    throw badRequest(WEBHOOK_MESSAGES.privateAddress);
}

/** The host's addresses (itself when it is one), or null when the name does not resolve. */
async function resolveAll(host: string): Promise<string[] | null> {
  if (isIP(host) !== 0) return [host];
  try {
    return (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return null;
  }
}

/** Why a delivery was not even sent to an address the policy refuses (the delivery's last error). */
export class AddressRefusedError extends Error {
  constructor(host: string) {
    super(`o endereço de ${host} não é público`);
    this.name = 'AddressRefusedError';
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | Array<{ address: string; family: number }>,
  family?: number,
) => void;

/**
 * The `lookup` of a delivery's connection: resolves the name as the connection is made and refuses it when any of
 * its addresses is not public (policy permitting), so the address checked is the address connected to. A host
 * that is an IP address is checked by the caller (Node does not look those up).
 */
export function pinnedLookup(policy: AddressPolicy) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolveAll(hostname).then(
      (addresses) => {
        if (addresses === null || addresses.length === 0) {
          callback(Object.assign(new Error(`${hostname} não foi encontrado`), { code: 'ENOTFOUND' }), []);
          return;
        }
        if (!policy.allowPrivate && !addresses.every(isPublicAddress)) {
          callback(new AddressRefusedError(hostname), []);
          return;
        }
        const found = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, found);
        else callback(null, found[0]!.address, found[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

/** Whether a delivery's host, when it is an IP address, may be connected to (names go through pinnedLookup). */
export function literalHostAllowed(url: URL, policy: AddressPolicy): boolean {
  const host = hostOf(url);
  return policy.allowPrivate || isIP(host) === 0 || isPublicAddress(host);
}
