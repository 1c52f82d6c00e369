import type { ChainStepState } from '@topup/contracts/offers';
import type { offers } from '../../db/tables/offers.ts';

export type OfferRow = typeof offers.$inferSelect;
export type WindowState = 'upcoming' | 'live' | 'ended';

/** Where `at` falls in the offer's window; ended by staff counts as ended from ended_at on. */
export function windowState(
  offer: Pick<OfferRow, 'startsAt' | 'endsAt' | 'endedAt'>,
  at: Date,
): WindowState {
  if (offer.endedAt && offer.endedAt <= at) return 'ended';
  if (offer.endsAt && offer.endsAt <= at) return 'ended';
  if (offer.startsAt && offer.startsAt > at) return 'upcoming';
  return 'live';
}

/**
 * Each step's state for one character: done when taken (paid or claimed), available when the step
 * before it (in step order) is done, locked otherwise. Steps need not be numbered without gaps.
 */
export function chainStates(
  steps: readonly { productId: string; chainStep: number }[],
  taken: ReadonlySet<string>,
): Map<string, ChainStepState> {
  const ordered = [...steps].sort((a, b) => a.chainStep - b.chainStep);
  const states = new Map<string, ChainStepState>();
  ordered.forEach((s, i) => {
    const prev = ordered[i - 1];
    if (taken.has(s.productId)) states.set(s.productId, 'done');
    else if (!prev || taken.has(prev.productId)) states.set(s.productId, 'available');
    else states.set(s.productId, 'locked');
  });
  return states;
}

/** The step's 1-based position in its chain (what the app shows as "Step n of m"). */
export function stepPosition(
  steps: readonly { productId: string; chainStep: number }[],
  productId: string,
): { step: number; steps: number } {
  const ordered = [...steps].sort((a, b) => a.chainStep - b.chainStep);
  return { step: ordered.findIndex((s) => s.productId === productId) + 1, steps: ordered.length };
}
