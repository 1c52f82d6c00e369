import type { Db } from '../../../db/client.ts';
import type { OrderStateEvent } from '../../../lib/ops-events.ts';
import type { outbox } from '../../../db/tables/payments.ts';
import type { GameGateway } from '../../../games/game-gateway.ts';
import type { RewardPayload } from '../../activity/reward-payload.ts';
import type { DailyRewardPayload } from '../../daily-rewards/daily-payload.ts';
import type { DeliverPayload, RevokePayload } from '../types.ts';
import type { ShortfallPolicy } from '../../account-blocks/block-on-shortfall.ts';
import type { Attempt } from './delivery-attempts.ts';
import { finishDelivery, giveUp, orderStatus } from './relay-steps.ts';
import { deferRevoke, deliveryInFlight, finishRevoke, giveUpRevoke } from './revoke-steps.ts';
import { finishReward, giveUpReward } from './reward-steps.ts';
import { offerClaimJob } from '../../offers/relay-job.ts';

type OutboxRow = typeof outbox.$inferSelect;

/** Why the relay closed a delivery row without trying: the make-good settles the order. */
export const pastDeliveryLimit = "past the brand's delivery limit";

/** The kinds of outbox rows the relay hands to the game. */
export const relayKinds = ['deliver', 'reward', 'revoke', 'offer'] as const;

/**
 * What the relay does for one row: an order's goods or an event reward to hand over, or a refunded
 * order's goods to take back.
 */
export type RelayJob = {
  /** Names the row in logs (billingNo for orders, deliveryId for rewards). */
  logFields: Record<string, unknown>;
  /** A reason not to go on any more (the order was refunded...), or null. */
  skipReason(): Promise<{ reason: string; fields: Record<string, unknown> } | null>;
  /** Not yet (something it depends on is in flight): when to look again; null to go on. */
  deferUntil?(): Promise<Date | null>;
  defer?(retryAt: Date): Promise<void>;
  /** The order the row belongs to (its story in the console), null for a reward. */
  billingNo: string | null;
  /** The call to the game; idempotent on the row's delivery id. `answer` is the game's, kept. */
  send(gateway: GameGateway): Promise<{ applied: boolean; answer: unknown }>;
  /**
   * Done; answers the order it delivered (for metrics), null for a reward or a repeat. The
   * attempt is written with it, in its transaction.
   */
  finish(at: Date, attempt?: Attempt): Promise<OrderStateEvent | null>;
  giveUp(at: Date, error: string, attempt?: Attempt): Promise<void>;
};

/** What the relay knows of the brands: how long a paid order may wait for the game (issue 18). */
export type RelayPolicy = {
  now: () => Date;
  /** The brand's deliveryLimitMinutes in ms; undefined: no limit (the relay keeps trying). */
  deliveryLimitMs?: (tenantId: string) => number | undefined;
};

function orderJob(db: Db, row: OutboxRow, policy: RelayPolicy): RelayJob {
  const payload = row.payload as DeliverPayload;
  return {
    logFields: { billingNo: payload.billingNo },
    billingNo: payload.billingNo,
    async send(gateway) {
      const answer = await gateway.deliver(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: row.deliveryId,
        amount: payload.amount,
        source: payload.source,
        detail: { billingNo: payload.billingNo },
      });
      return { applied: answer.applied, answer };
    },
    async skipReason() {
      const order = await orderStatus(db, row.tenantId, payload.billingNo);
      const status = order?.status ?? null;
      const limitMs = policy.deliveryLimitMs?.(row.tenantId);
      // Past the brand's limit the order is the make-good's (jobs/make-good.ts): the row is
      // closed here, by the relay that holds it, so no attempt of its can land after a refund.
      if (status === 'paid' && order?.paidAt && limitMs !== undefined) {
        const waitedMs = policy.now().getTime() - order.paidAt.getTime();
        if (waitedMs > limitMs) {
          return { reason: pastDeliveryLimit, fields: { status, waitedMs, limitMs } };
        }
      }
      if (status === 'paid' || status === 'delivered') return null;
      return { reason: `order is ${status ?? 'missing'}`, fields: { status } };
    },
    finish: (at, attempt) => finishDelivery(db, row, payload, at, attempt),
    giveUp: (at, error, attempt) => giveUp(db, row, payload, at, error, attempt),
  };
}

/** What the game is told a reward is for: the event tier, or the daily calendar step. */
const rewardDetail = (p: RewardPayload | DailyRewardPayload) =>
  p.source === 'daily'
    ? { calendarId: p.calendarId, day: p.day, step: p.step }
    : { activityId: p.activityId, tierId: p.tierId };

// A claimed reward (event tier or daily step) has nothing that could revoke it: no status check,
// straight to the game.
function rewardJob(db: Db, row: OutboxRow): RelayJob {
  const payload = row.payload as RewardPayload | DailyRewardPayload;
  return {
    logFields: { deliveryId: row.deliveryId },
    billingNo: null,
    async send(gateway) {
      const answer = await gateway.deliver(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: row.deliveryId,
        amount: payload.amount,
        source: payload.source,
        detail: rewardDetail(payload),
      });
      return { applied: answer.applied, answer };
    },
    skipReason: async () => null,
    finish: async (at, attempt) => {
      await finishReward(db, row, payload, at, attempt);
      return null;
    },
    giveUp: (at, error, attempt) => giveUpReward(db, row, at, error, attempt),
  };
}

// A refunded order's goods: taken back once its own delivery has settled. The game answers what
// it could not take back (shortfall), which the order's story keeps for support, and the brand's
// revokeShortfall rule may block the account (modules/account-blocks).
function revokeJob(db: Db, row: OutboxRow, policy?: ShortfallPolicy): RelayJob {
  const payload = row.payload as RevokePayload;
  let result: Awaited<ReturnType<GameGateway['revoke']>> | null = null;
  return {
    logFields: { billingNo: payload.billingNo, revoke: payload.reason },
    billingNo: payload.billingNo,
    deferUntil: () => deliveryInFlight(db, payload),
    defer: (retryAt) => deferRevoke(db, row, retryAt),
    async send(gateway) {
      result = await gateway.revoke(row.tenantId, payload.gameCode, payload.roleId, {
        deliveryId: payload.billingNo,
        reason: payload.reason,
      });
      return { applied: result.applied, answer: result };
    },
    skipReason: async () => null,
    finish: async (at, attempt) => {
      await finishRevoke(db, row, payload, result!, at, attempt, policy);
      return null;
    },
    giveUp: (at, error, attempt) => giveUpRevoke(db, row, payload, at, error, attempt, policy),
  };
}

export function relayJobFor(
  db: Db,
  row: OutboxRow,
  policy: RelayPolicy,
  shortfall?: ShortfallPolicy,
): RelayJob {
  if (row.kind === 'reward') return rewardJob(db, row);
  if (row.kind === 'revoke') return revokeJob(db, row, shortfall);
  if (row.kind === 'offer') return offerClaimJob(db, row);
  return orderJob(db, row, policy);
}
