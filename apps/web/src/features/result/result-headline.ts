import type { OrderInfo } from '@topup/contracts/payments';
import type { OrderTrack } from '@topup/contracts/order-track';
import type { IconName } from '../../shared/ui/icon.tsx';
import type { ResultPhase } from './result-rules.ts';

/**
 * What the result says above the order's facts (issue 29): the SPEC's Success code (1) only means
 * the payment arrived, so "Top up successful" and its green check wait for the game's
 * acknowledgement. Before that the player reads that the payment was received and the goods are
 * on their way, or delayed past the brand's patience; a paid order the game never got says what
 * the brand did instead (refund or credit).
 */
export type HeadlineKind =
  | 'checking'
  | 'pending'
  | 'onItsWay'
  | 'delayed'
  | 'success'
  | 'fail'
  | 'refunded'
  | 'refunding'
  | 'settledRefund'
  | 'credited';

type HeadlineInput = {
  phase: ResultPhase;
  order: Pick<OrderInfo, 'delivered'> | null;
  track: Pick<OrderTrack, 'state' | 'delayed' | 'settlement'> | null;
};

export function headlineOf({ phase, order, track }: HeadlineInput): HeadlineKind {
  if (phase !== 'success') return phase;
  const settlement = track?.settlement?.kind;
  if (settlement === 'refunded') return 'settledRefund';
  if (settlement) return settlement;
  // The live track is newer than the order fetched when the popup settled.
  const delivered = track ? track.state === 'delivered' : order?.delivered === true;
  if (delivered) return 'success';
  return track?.delayed ? 'delayed' : 'onItsWay';
}

/** Headlines whose words are the tracker's own texts (a chunk loaded with the popup). */
export const usesTrackTexts = (kind: HeadlineKind) =>
  headlineLook[kind].key.startsWith('result.track.');

/** Each headline's icon (none while checking or pending) and its words. */
export const headlineLook: Record<HeadlineKind, { icon: IconName | null; key: string }> = {
  checking: { icon: null, key: 'result.checking' },
  pending: { icon: null, key: 'result.pending' },
  onItsWay: { icon: 'truck', key: 'result.track.headline.onItsWay' },
  delayed: { icon: 'clock', key: 'result.track.headline.delayed' },
  success: { icon: 'success', key: 'result.success' },
  fail: { icon: 'fail', key: 'result.fail' },
  refunded: { icon: 'refunded', key: 'result.refunded' },
  refunding: { icon: 'refunded', key: 'result.track.headline.refunding' },
  settledRefund: { icon: 'refunded', key: 'result.track.headline.refunded' },
  credited: { icon: 'alert', key: 'result.track.headline.credited' },
};
