import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PayResponse } from '@topup/contracts/payments';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { useOrderSelection } from '../game/selection-store.ts';
import { endpointFor, isKrEndpoint } from '../pay-methods/endpoint-for.ts';
import { isMobile } from '../pay-methods/device.ts';
import type { SubMethod } from '../pay-methods/listing-rules.ts';
import { buildPayPayload } from './pay/build-payload.ts';
import { loadedKrPay, preloadKrPay } from './pay/load-drop-in.ts';
import { payEnvironment } from './pay/pay-environment.ts';
import { submitPay } from './pay/submit-pay.ts';
import type { ResultTarget } from './recharge-store.ts';

export type PayContext = {
  clientId: string;
  area: string | undefined;
  country: string | null;
  method: SubMethod | null;
  limited: boolean;
  priceMinor: number;
  currency: string;
};
export type DropInSession = { billingNo: string; dropIn: NonNullable<PayResponse['drop_in']> };

/** SPEC §7: the Korean payment script, for kr_pay methods in Korean off mobile devices. */
export function paysWithKrScript(method: SubMethod | null): boolean {
  const endpoint = method && endpointFor(method.family_id);
  return Boolean(endpoint && isKrEndpoint(endpoint) && currentLanguage() === 'ko' && !isMobile());
}

/**
 * The buy button's action. `pay` must run inside the click: it opens the payment window before
 * anything is awaited. A drop-in method mounts its component instead (`dropIn`).
 */
export function usePayAction(ctx: PayContext, onPaid: (result: ResultTarget) => void) {
  const { search } = useLocation();
  const selection = useOrderSelection();
  const [busy, setBusy] = useState(false);
  const [dropIn, setDropIn] = useState<DropInSession | null>(null);
  const cancelDropIn = useCallback(() => setDropIn(null), []);
  // Loaded when such a method is chosen, so the click can open its popup without waiting.
  const kr = paysWithKrScript(ctx.method);
  useEffect(() => {
    if (kr) preloadKrPay().catch((e: unknown) => console.error('Korean payment script', e));
  }, [kr]);

  const pay = () => {
    const { method, country } = ctx;
    // SPEC §5: no method chosen, nothing happens.
    if (!method || !country || busy) return;
    const payload = buildPayPayload({
      clientId: ctx.clientId,
      area: ctx.area,
      selection,
      method,
      country,
      env: payEnvironment(search),
    });
    if (!payload) return;
    setBusy(true);
    void submitPay({
      payload,
      method,
      limited: ctx.limited,
      krPay: paysWithKrScript(method) ? loadedKrPay() : null,
      priceMinor: ctx.priceMinor,
      currency: ctx.currency,
    })
      .then((outcome) => {
        if (outcome.kind === 'link')
          onPaid({ billingNo: outcome.billingNo, payUrl: outcome.url, pending: true });
        if (outcome.kind === 'dropIn') setDropIn(outcome);
      })
      .finally(() => setBusy(false));
  };

  return {
    pay,
    busy,
    dropIn,
    /** SPEC §4: a drop-in payment that succeeded leaves the order pending. */
    dropInDone: () => {
      if (dropIn) onPaid({ billingNo: dropIn.billingNo, pending: true });
      setDropIn(null);
    },
    cancelDropIn,
  };
}
