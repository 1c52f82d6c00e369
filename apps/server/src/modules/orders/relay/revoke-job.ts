import type { GameGateway } from '../../../games/game-gateway.ts';
import type { RevokePayload } from '../types.ts';
import type { RelayJobFactory } from './relay-jobs.ts';
import { deferRevoke, deliveryInFlight, finishRevoke, giveUpRevoke } from './revoke-steps.ts';

// A refunded order's goods ('revoke' rows): taken back once its own delivery has settled. The
// game answers what it could not take back (shortfall), which the order's story keeps for support,
// and the revoked hooks react to it (account blocks: the brand's revokeShortfall rule).
export const revokeJob: RelayJobFactory = (row, { db, hooks }) => {
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
      await finishRevoke(db, hooks, row, payload, result!, at, attempt);
      return null;
    },
    giveUp: (at, error, attempt) => giveUpRevoke(db, hooks, row, payload, at, error, attempt),
  };
};
