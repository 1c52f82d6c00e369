import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import { activeBlockOf } from './repository.ts';

// The refusal names no link: the link is a bearer secret that support sends to the player.
export const accountBlocked = () =>
  new AppError(ResultCode.AccountBlocked, serverMessage('pay.accountBlocked'));

/**
 * Before a new purchase order of the account on the brand (pay endpoints, card pay): refused with
 * -3045 while a block is on (issue 14). Make-up payments do not come through here.
 */
export async function assertMayPurchase(db: Db, tenantId: string, suid: string): Promise<void> {
  if (await activeBlockOf(db, tenantId, suid)) throw accountBlocked();
}
