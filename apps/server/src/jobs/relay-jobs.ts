import type { Db } from '../db/client.ts';
import type { OrderStateEvent } from '../lib/ops-events.ts';
import type { outbox } from '../db/tables/payments.ts';
import type { Delivery } from '../games/game-gateway.ts';
import type { RewardPayload } from '../modules/activity/reward-payload.ts';
import type { DeliverPayload } from '../modules/orders/types.ts';
import { finishDelivery, giveUp, orderStatus } from './relay-steps.ts';
import { finishReward, giveUpReward } from './reward-steps.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** The kinds of outbox rows the relay hands to the game. */
export const relayKinds = ['deliver', 'reward'] as const;

/** What the relay does for one row, whatever it pays out: an order's goods or an event reward. */
export type RelayJob = {
  /** Names the row in logs (billingNo for orders, deliveryId for rewards). */
  logFields: Record<string, unknown>;
  target: { gameCode: string; roleId: string };
  delivery: Delivery;
  /** A reason not to deliver any more (the order was refunded...), or null. */
  skipReason(): Promise<{ reason: string; fields: Record<string, unknown> } | null>;
  /** Done; answers the order it delivered (for metrics), null for a reward or a repeat. */
  finish(at: Date): Promise<OrderStateEvent | null>;
  giveUp(at: Date, error: string): Promise<void>;
};

function orderJob(db: Db, row: OutboxRow): RelayJob {
  const payload = row.payload as DeliverPayload;
  return {
    logFields: { billingNo: payload.billingNo },
    target: payload,
    delivery: {
      deliveryId: row.deliveryId,
      amount: payload.amount,
      source: payload.source,
      detail: { billingNo: payload.billingNo },
    },
    async skipReason() {
      const status = await orderStatus(db, row.tenantId, payload.billingNo);
      if (status === 'paid' || status === 'delivered') return null;
      return { reason: `order is ${status ?? 'missing'}`, fields: { status } };
    },
    finish: (at) => finishDelivery(db, row, payload, at),
    giveUp: (at, error) => giveUp(db, row, payload, at, error),
  };
}

// A claimed reward has nothing that could revoke it: no status check, straight to the game.
function rewardJob(db: Db, row: OutboxRow): RelayJob {
  const payload = row.payload as RewardPayload;
  return {
    logFields: { deliveryId: row.deliveryId },
    target: payload,
    delivery: {
      deliveryId: row.deliveryId,
      amount: payload.amount,
      source: payload.source,
      detail: { activityId: payload.activityId, tierId: payload.tierId },
    },
    skipReason: async () => null,
    finish: async (at) => {
      await finishReward(db, row, payload, at);
      return null;
    },
    giveUp: (at, error) => giveUpReward(db, row, at, error),
  };
}

export function relayJobFor(db: Db, row: OutboxRow): RelayJob {
  return row.kind === 'reward' ? rewardJob(db, row) : orderJob(db, row);
}
