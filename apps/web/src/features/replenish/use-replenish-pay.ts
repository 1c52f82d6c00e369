import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PayResponse } from '@topup/contracts/payments';
import type { SubMethod } from '../pay-methods/listing-rules.ts';
import { buildReplenishPayload } from '../recharge/pay/build-payload.ts';
import { loadedKrPay, preloadKrPay } from '../recharge/pay/load-drop-in.ts';
import { payEnvironment } from '../recharge/pay/pay-environment.ts';
import { submitPay } from '../recharge/pay/submit-pay.ts';
import type { ResultTarget } from '../../shared/pay-flow/pay-flow-store.ts';
import { paysWithKrScript } from '../recharge/use-pay-action.ts';

export type ReplenishPayContext = {
  clientId: string;
  replenishId: string;
  area: string | undefined;
  country: string | null;
  method: SubMethod | null;
  priceMinor: number;
  currency: string;
};
type DropInSession = { billingNo: string; dropIn: NonNullable<PayResponse['drop_in']> };

/**
 * The pay button of the make-up payment page: the existing pay flow (the payment window opened
 * inside the click, then the result popup) with the link instead of goods.
 */
export function useReplenishPay(ctx: ReplenishPayContext, onPending: (r: ResultTarget) => void) {
  const { search } = useLocation();
  const [busy, setBusy] = useState(false);
  const [dropIn, setDropIn] = useState<DropInSession | null>(null);
  const cancelDropIn = useCallback(() => setDropIn(null), []);
  const kr = paysWithKrScript(ctx.method);
  useEffect(() => {
    if (kr) preloadKrPay().catch((e: unknown) => console.error('Korean payment script', e));
  }, [kr]);

  // Runs inside the click: submitPay opens the payment window before anything is awaited.
  const pay = () => {
    const { method, country } = ctx;
    if (!method || !country || busy) return;
    const payload = buildReplenishPayload({
      clientId: ctx.clientId,
      replenishId: ctx.replenishId,
      area: ctx.area,
      method,
      country,
      env: payEnvironment(search),
    });
    setBusy(true);
    void submitPay({
      payload,
      method,
      limited: false,
      krPay: paysWithKrScript(method) ? loadedKrPay() : null,
      priceMinor: ctx.priceMinor,
      currency: ctx.currency,
      replenish: true,
    })
      .then((outcome) => {
        if (outcome.kind === 'link') {
          onPending({ billingNo: outcome.billingNo, payUrl: outcome.url, pending: true });
        }
        if (outcome.kind === 'dropIn') setDropIn(outcome);
      })
      .finally(() => setBusy(false));
  };

  return {
    pay,
    busy,
    dropIn,
    cancelDropIn,
    dropInDone: () => {
      if (dropIn) onPending({ billingNo: dropIn.billingNo, pending: true });
      setDropIn(null);
    },
  };
}
