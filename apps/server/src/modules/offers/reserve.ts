import { ResultCode } from '@topup/contracts/result-codes';
import { serverMessage } from '../../i18n/server-messages.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OrderRow, Tx } from '../orders/types.ts';
import { chainStates, windowState, type OfferRow } from './offer-state.ts';
import {
  chainSteps,
  findOffer,
  hasOpenOrder,
  lockCharacterKey,
  takenProducts,
  type Character,
} from './repository.ts';

/** -3055 unless the offer is live at `at` (not before its start, not from its end on). */
export function assertLive(offer: OfferRow, at: Date): void {
  const state = windowState(offer, at);
  if (state === 'upcoming') {
    throw new AppError(ResultCode.OfferUnavailable, serverMessage('offers.notStarted'));
  }
  if (state === 'ended') {
    throw new AppError(ResultCode.OfferUnavailable, serverMessage('offers.ended'));
  }
}

/**
 * The chain step is the character's next one: the step before it is taken, this one is not.
 * Takes a transaction-scoped advisory lock per (chain, character) first, so two payments or claims
 * racing on the same chain decide one after the other and see each other's rows.
 */
export async function assertNextStep(
  tx: Tx,
  offer: OfferRow,
  who: Character,
  at: Date,
): Promise<void> {
  if (!offer.chainId) return;
  const key = `offer-chain|${who.tenantId}|${who.gameCode}|${offer.chainId}|${who.roleId}`;
  await lockCharacterKey(tx, key);
  const steps = await chainSteps(tx, offer, at);
  const taken = await takenProducts(
    tx,
    who,
    steps.map((s) => s.productId),
  );
  const state = chainStates(
    steps.map((s) => ({ productId: s.productId, chainStep: s.chainStep ?? 0 })),
    taken,
  ).get(offer.productId);
  if (state === 'done') {
    throw new AppError(ResultCode.OfferStepTaken, serverMessage('offers.stepTaken'));
  }
  if (state !== 'available') {
    throw new AppError(ResultCode.OfferStepLocked, serverMessage('offers.stepLocked'));
  }
}

/**
 * Runs in the order's insert transaction (after the insert, so a refusal rolls the order back):
 * an offer is sold only inside its window and, for a chain step, only when the step is not free,
 * only as the character's next step and only once (an unpaid order of the same step holds it, like a purchase limit's slot).
 */
export async function reserveOffer(tx: Tx, row: OrderRow): Promise<void> {
  const offer = await findOffer(tx, row.tenantId, row.productId);
  if (!offer) return;
  assertLive(offer, row.createdAt);
  if (!offer.chainId) return;
  // A free step keeps its product's prices (for when it is made paid again), but is claimed.
  if (offer.free) {
    throw new AppError(ResultCode.OfferUnavailable, serverMessage('offers.claimFreeStep'));
  }
  const who = { tenantId: row.tenantId, gameCode: row.gameCode, roleId: row.roleId };
  await assertNextStep(tx, offer, who, row.createdAt);
  const open = await hasOpenOrder(tx, {
    ...who,
    productId: row.productId,
    at: row.createdAt,
    exceptBillingNo: row.billingNo,
  });
  if (open) throw new AppError(ResultCode.UnpaidLimitOrder, serverMessage('limits.unpaidOrder'));
}
