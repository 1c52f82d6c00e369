import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { PayResponse } from '@topup/contracts/payments';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { useOrderSelection } from '../game/selection-store.ts';
import { endpointFor, isKrEndpoint } from '../pay-methods/endpoint-for.ts';
import { isMobile } from '../../shared/platform/device-platform.ts';
import type { SubMethod } from '../pay-methods/listing-rules.ts';
import { buildPayPayload } from './pay/build-payload.ts';
import { loadedKrPay, preloadKrPay } from './pay/load-drop-in.ts';
import { payEnvironment } from './pay/pay-environment.ts';
import { submitPay } from './pay/submit-pay.ts';
import type { PayerBody } from './use-payer-details.ts';
import type { ResultTarget } from '../../shared/pay-flow/pay-flow-store.ts';

/** What paying needs of the coupon state (use-coupons.ts). */
export type PayCoupon = {
  couponCode: string | undefined;
  /** SPEC §5: usable coupons exist but none applies; ask before paying. */
  confirmNeeded: boolean;
  onIllegalCoupon(): void;
};
export type PayContext = {
  clientId: string;
  /** The payer details the method needs, once valid (use-payer-details.ts); null otherwise. */
  payer?: PayerBody | null;
  area: string | undefined;
  country: string | null;
  method: SubMethod | null;
  limited: boolean;
  priceMinor: number;
  currency: string;
  coupon?: PayCoupon;
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
  const [confirming, setConfirming] = useState(false);
  const cancelDropIn = useCallback(() => setDropIn(null), []);
  // Loaded when such a method is chosen, so the click can open its popup without waiting.
  const kr = paysWithKrScript(ctx.method);
  useEffect(() => {
    if (kr) preloadKrPay().catch((e: unknown) => console.error('Korean payment script', e));
  }, [kr]);

  // Runs inside the click (the buy button's or the no-coupon confirm's): see submitPay.
  const payNow = () => {
    const { method, country } = ctx;
    if (!method || !country || busy) return;
    const built = buildPayPayload({
      clientId: ctx.clientId,
      area: ctx.area,
      selection,
      method,
      country,
      env: payEnvironment(search),
    });
    if (!built) return;
    const payload = { ...built, ...ctx.payer, coupon_code: ctx.coupon?.couponCode };
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
        if (outcome.kind === 'illegalCoupon') ctx.coupon?.onIllegalCoupon();
      })
      .finally(() => setBusy(false));
  };
  const pay = () => {
    // SPEC §5: no method chosen, nothing happens.
    if (!ctx.method || !ctx.country || busy) return;
    if (ctx.coupon?.confirmNeeded) setConfirming(true);
    else payNow();
  };

  return {
    pay,
    busy,
    /** The no-coupon confirm is open (SPEC §5); paying continues only on confirm. */
    confirming,
    confirmPay: () => {
      setConfirming(false);
      payNow();
    },
    cancelConfirm: () => setConfirming(false),
    dropIn,
    /** SPEC §4: a drop-in payment that succeeded leaves the order pending. */
    dropInDone: () => {
      if (dropIn) onPaid({ billingNo: dropIn.billingNo, pending: true });
      setDropIn(null);
    },
    cancelDropIn,
  };
}
