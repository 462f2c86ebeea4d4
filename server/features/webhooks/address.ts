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

/** Whether an IP address (v4, v6, or v4 inside v6 as ::ffff:a.b.c.d, which BlockList checks as v4) is public. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
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
