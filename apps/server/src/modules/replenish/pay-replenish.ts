import { ResultCode } from '@topup/contracts/result-codes';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { GameRow } from '../catalog/repository.ts';
import type { OrderRow, Tx } from '../orders/types.ts';
import { hashReplenishId } from './link-id.ts';
import { assertPayable } from './link-state.ts';
import { paymentUnderWayMessage, replenishError } from './messages.ts';
import { findLink, lockLink, openOrderOf, type ReplenishLinkRow } from './repository.ts';

function underWay(order: OrderRow, at: Date): AppError {
  const minutes = Math.max(1, Math.ceil((order.expiresAt.getTime() - at.getTime()) / 60_000));
  return new AppError(ResultCode.UnpaidLimitOrder, paymentUnderWayMessage(minutes));
}

/**
 * What the pay endpoints need of a make-up payment link. One link has at most one order waiting
 * for its money at a time: the order insert locks the link row (FOR UPDATE) and refuses a second
 * created/pending, unexpired order, so two payments of one link are never under way together.
 * Paying again with the same method reopens the waiting order's page; another method waits until
 * that order is paid, fails or expires (ORDER_TTL_MINUTES). A payment that still lands on an
 * expired or failed order is honoured like any other (settle.ts logs it for support).
 */
export function createReplenishPayments(db: Db, now: () => Date) {
  return {
    /** The link the player pays: this brand's, open, unexpired, this game's and this account's. */
    async payableLink(
      tenantId: string,
      replenishId: string,
      game: Pick<GameRow, 'gameCode'>,
      user: Pick<AuthUser, 'suid'>,
    ): Promise<ReplenishLinkRow> {
      const link = await findLink(db, tenantId, hashReplenishId(replenishId));
      if (!link) throw replenishError('invalid');
      assertPayable(link, game, user, now());
      return link;
    },

    /** The link's order still waiting for its money, if any (the player may reopen it). */
    waitingOrder(link: ReplenishLinkRow): Promise<OrderRow | null> {
      return openOrderOf(db, link, now());
    },

    /** Runs in the order's insert transaction: under the link's row lock, nothing else waits. */
    async reserve(
      tx: Tx,
      link: ReplenishLinkRow,
      order: OrderRow,
      user: Pick<AuthUser, 'suid'>,
    ): Promise<void> {
      const locked = await lockLink(tx, link.tenantId, link.idHash);
      if (!locked) throw replenishError('invalid');
      assertPayable(locked, order, user, order.createdAt);
      const other = await openOrderOf(tx, locked, order.createdAt, order.billingNo);
      if (other) throw underWay(other, order.createdAt);
    },

    underWay,
  };
}

export type ReplenishPayments = ReturnType<typeof createReplenishPayments>;
