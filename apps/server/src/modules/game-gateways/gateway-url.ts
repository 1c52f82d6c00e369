import { ResultCode } from '@topup/contracts/result-codes';
import { AppError } from '../../plugins/app-error.ts';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A game server's base URL as stored. Only http(s): the gateway signs each call with the game's
 * secret, so in production the URL must be https (plain http would show every request and the
 * player's account ids to the network) unless the game server runs on this very machine.
 */
export function checkGatewayUrl(raw: string, production: boolean): string {
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
  if (production && url.protocol === 'http:' && !loopbackHosts.has(url.hostname)) {
    throw new AppError(ResultCode.BadRequest, 'url: must be https in production (or loopback)');
  }
  if (url.search || url.hash) {
    throw new AppError(ResultCode.BadRequest, 'url: must not carry a query or fragment');
  }
  // The gateway appends /servers/list etc.: one form without the trailing slash.
  return url.toString().replace(/\/+$/, '');
}
