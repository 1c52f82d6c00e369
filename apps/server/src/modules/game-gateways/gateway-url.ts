import { BlockList, isIP } from 'node:net';
import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

// Addresses a game server on the internet never has: loopback, private networks, link-local
// (169.254.169.254 is the cloud metadata service), carrier-grade NAT, "this network", multicast
// and reserved (IANA special-purpose registries: https://www.iana.org/assignments/iana-ipv4-special-registry
// and https://www.iana.org/assignments/iana-ipv6-special-registry). A URL pointing there would
// have the shop's server call into its own network for whoever may save a game server.
// One list per family: Node's BlockList matches an IPv4 address against IPv4-mapped IPv6 rules
// too, so ::ffff:0:0/96 in a shared list would catch every IPv4 address.
const internal4 = new BlockList();
const internal6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -translated forms of any address (::ffff:127.0.0.1 and the like).
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal6.addSubnet(net, prefix, 'ipv6');
}

/** Whether a URL's host name is this machine or an address inside a private network. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const version = isIP(host);
  if (version === 0) return false;
  return version === 4 ? internal4.check(host, 'ipv4') : internal6.check(host, 'ipv6');
}

export type GatewayUrlPolicy = {
  production: boolean;
  /** GAME_GATEWAY_PRIVATE_URLS: a game server inside the shop's own network is allowed. */
  allowPrivate: boolean;
};

/**
 * A game server's base URL as stored. Only http(s): the gateway signs each call with the game's
 * secret, so in production the URL must be https (plain http would show every request and the
 * player's account ids to the network) unless the game server runs on this very machine. In
 * production a loopback or private address is refused unless GAME_GATEWAY_PRIVATE_URLS allows it
 * (issue 28, item 15): the host is checked as written; a public name that resolves to a private
 * address is not caught here.
 */
export function checkGatewayUrl(raw: string, policy: GatewayUrlPolicy): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError(ResultCode.BadRequest, 'url: not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AppError(ResultCode.BadRequest, 'url: must be http or https');
  }
  if (url.username || url.password) {
    throw new AppError(ResultCode.BadRequest, 'url: must not carry credentials');
  }
  if (policy.production && !policy.allowPrivate && isInternalHost(url.hostname)) {
    throw new AppError(
      ResultCode.BadRequest,
      'url: a loopback or private address is refused in production (GAME_GATEWAY_PRIVATE_URLS allows it)',
    );
  }
  if (policy.production && url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) {
    throw new AppError(ResultCode.BadRequest, 'url: must be https in production (or loopback)');
  }
  if (url.search || url.hash) {
    throw new AppError(ResultCode.BadRequest, 'url: must not carry a query or fragment');
  }
  // The gateway appends /servers/list etc.: one form without the trailing slash.
  return url.toString().replace(/\/+$/, '');
}
