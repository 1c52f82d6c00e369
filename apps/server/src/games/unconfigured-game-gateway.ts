import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../i18n/server-messages.ts';
import { AppError } from '../plugins/app-error.ts';
import type { GameGateway } from './game-gateway.ts';

/**
 * The game gateway of a production shop before a publisher's game is connected (issue 16): the
 * demo game's tables are the demo, so every server, character or delivery call answers -3032
 * with HTTP 503 and a message the player can read, never a made-up server list. A delivery
 * throwing leaves it in the outbox, retried once a real gateway is configured.
 */
export function createUnconfiguredGameGateway(): GameGateway {
  const refuse = (): never => {
    throw new AppError(ResultCode.GameUnavailable, serverMessage('catalog.gameUnavailable'), 503);
  };
  return {
    listServers: async () => refuse(),
    findServer: async () => refuse(),
    listRoles: async () => refuse(),
    findRole: async () => refuse(),
    lookupPlayer: async () => refuse(),
    deliver: async () => refuse(),
    revoke: async () => refuse(),
  };
}
