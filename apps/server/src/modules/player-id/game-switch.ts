import { ResultCode } from '@topup/contracts/result-codes';
import type { Tenant } from '@topup/tenants/tenant-schema';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';

/**
 * The brand file's switch for a game (off when absent, decision 0038). A sub-game is not a game of
 * the brand file and so never takes it: its parent's switch says nothing about its servers.
 */
export function playerIdSwitch(tenant: Tenant, gameCode: string): { askServer: boolean } {
  const game = tenant.games.find((g) => g.code === gameCode);
  if (!game?.playerIdTopup) {
    throw new AppError(ResultCode.PlayerIdUnavailable, serverMessage('playerId.unavailable'), 404);
  }
  return game.playerIdTopup;
}
