import { track } from '../../shared/tracking/track.ts';
import type { ResultTarget } from '../../shared/pay-flow/pay-flow-store.ts';
import { openPayLinkNow } from '../recharge/pay/pay-window.ts';
import type { ResultActionHandlers } from './components/result-actions.tsx';
import { useOrderResult } from './use-order-result.ts';

type Exits = { onClose: () => void; onChangeWay: () => void };

/** The result popup's order and what its buttons do (SPEC §4 result flow). */
export function useResultFlow(target: ResultTarget, exits: Exits) {
  const result = useOrderResult(target.billingNo, target.pending ?? false);
  const payUrl = target.payUrl || result.order?.pay_url;
  const handlers: ResultActionHandlers = {
    onToPay: () => {
      // Without a payment page (a drop-in payment) the way to pay is the recharge sheet.
      if (!payUrl) return exits.onChangeWay();
      openPayLinkNow(payUrl);
      track('openPayLink', { billing_no: target.billingNo, source: 'result' });
    },
    onRecheck: result.recheck,
    onChangeWay: exits.onChangeWay,
    onDone: exits.onClose,
  };
  return { result, handlers };
}
