import { payResponseSchema, type PayRequest, type PayResponse } from '@topup/contracts/payments';
import { ResultCode } from '@topup/contracts/result-codes';
import { ApiError, apiPost } from '../../../shared/api-client/api-client.ts';
import { translate } from '../../../shared/i18n/i18n.ts';
import { track, trackOrder } from '../../../shared/tracking/track.ts';
import { setPaymentGameInfo, setReplenishBillingNo } from '../../../shared/storage/game-info.ts';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { patchSelection } from '../../game/selection-store.ts';
import { endpointFor, endpointPath, paysInDropIn } from '../../pay-methods/endpoint-for.ts';
import { rechargeKeyOf, type SubMethod } from '../../pay-methods/listing-rules.ts';
import { markLimitInfo } from '../../limits/limit-flag.ts';
import type { KrPayModule } from './load-drop-in.ts';
import { openKrPayWindow, openPayWindow } from './pay-window.ts';

export type PayAttempt = {
  payload: PayRequest;
  method: SubMethod;
  /** The goods are purchase-limited (SPEC §5). */
  limited: boolean;
  /** The Korean payment script, when it opens this payment's page (SPEC §7: ko, not mobile). */
  krPay: KrPayModule | null;
  priceMinor: number;
  currency: string;
  /** A make-up payment: the goods selection is not touched. */
  replenish?: boolean;
};
export type PayOutcome =
  | { kind: 'link'; billingNo: string; url: string }
  | { kind: 'dropIn'; billingNo: string; dropIn: NonNullable<PayResponse['drop_in']> }
  | { kind: 'failed' }
  /** -3062: the coupon may not be used (SPEC §8); no toast was shown. */
  | { kind: 'illegalCoupon' };

/**
 * Pays with the chosen method. MUST be called from the click handler itself: the payment window
 * is opened before the first await, which is what pop-up blockers allow. Errors are already shown
 * (the API client toasts the server's message); the sheet stays open for another try.
 */
export async function submitPay(attempt: PayAttempt): Promise<PayOutcome> {
  const { payload, method } = attempt;
  const endpoint = endpointFor(method.family_id);
  if (!endpoint) {
    showToast(translate('recharge.paywayMissing', 'payway_id is no exist'), { tone: 'error' });
    return { kind: 'failed' };
  }
  const dropIn = paysInDropIn(method);
  const win = dropIn ? null : attempt.krPay ? openKrPayWindow(attempt.krPay) : openPayWindow();
  track('clickPay', { payway_id: method.payway_id, channel_id: method.channel_id });
  if (attempt.limited) markLimitInfo();

  let answer: PayResponse;
  try {
    // One attempt only: a retried pay call after a timeout could open a second order.
    answer = await apiPost(endpointPath(endpoint), payload, payResponseSchema, { retry: false });
  } catch (err) {
    win?.discard();
    if (err instanceof ApiError && err.code === ResultCode.IllegalCoupon) {
      return { kind: 'illegalCoupon' };
    }
    return { kind: 'failed' };
  }
  trackOrder({
    billing_no: answer.billing_no,
    client_id: payload.client_id,
    server_id: payload.server_id,
    role_id: payload.role_id,
    product_id: payload.product_id,
    payway_id: method.payway_id,
    channel_id: method.channel_id,
    country: payload.country,
    amount_minor: attempt.priceMinor,
    currency: attempt.currency,
  });
  // SPEC §3: the game of this payment, and for a make-up payment its order as well.
  setPaymentGameInfo({ clientId: payload.client_id, billingNo: answer.billing_no });
  if (attempt.replenish) setReplenishBillingNo(answer.billing_no);
  else patchSelection({ billing_no: answer.billing_no, rechargeKey: rechargeKeyOf(method) });

  if (answer.drop_in) {
    win?.discard();
    return { kind: 'dropIn', billingNo: answer.billing_no, dropIn: answer.drop_in };
  }
  if (!win?.go(answer.url)) {
    // Blocked pop-up: the pending popup's 'to pay' button opens it from a fresh click.
    return { kind: 'link', billingNo: answer.billing_no, url: answer.url };
  }
  track('openPayLink', { billing_no: answer.billing_no, payway_id: method.payway_id });
  return { kind: 'link', billingNo: answer.billing_no, url: answer.url };
}
