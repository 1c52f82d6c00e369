import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderTrack } from '@topup/contracts/order-track';
import type { OrderInfo } from '@topup/contracts/payments';
import { fetchOrderInfo } from './api/get-order-info.ts';
import { isSettled, phaseOf, RESULT_POLL_DELAY_MS, type ResultPhase } from './result-rules.ts';

export type OrderResult = {
  phase: ResultPhase;
  order: OrderInfo | null;
  /** A re-check is running. */
  checking: boolean;
  /** The last re-check still found the order pending. */
  stillPending: boolean;
  /** The order's live track (stream or its polling fallback), once it has answered. */
  track: OrderTrack | null;
};

/**
 * The order behind the result popup (SPEC §4): 1 s after opening a simple fetch; pending stops
 * there, success or fail fetch the full order once more. recheck() is the 'recharge done' button.
 * onTrack() takes the live tracker's news (issue 29): the popup does not wait for a tap to notice
 * the payment, it fetches the order as soon as the track has moved past 'created'.
 */
export function useOrderResult(billingNo: string, startPending: boolean) {
  const [result, setResult] = useState<OrderResult>({
    phase: startPending ? 'pending' : 'checking',
    order: null,
    checking: false,
    stillPending: false,
    track: null,
  });
  const live = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const settled = isSettled(result.phase);
  const settledRef = useRef(settled);
  settledRef.current = settled;
  const following = useRef(false);

  // A settled order changes the player's VIP points and coupons (used, or released), and the
  // goods' offer states (a chain's next step, the first-purchase bonus; decision 0028): drop the
  // cached lists so the next look at them asks the server.
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: ['vip'] });
    void queryClient.invalidateQueries({ queryKey: ['coupons'] });
    void queryClient.invalidateQueries({ queryKey: ['goods-list'] });
  }, [settled, queryClient]);

  useEffect(() => {
    const abort = new AbortController();
    live.current = abort;
    const { signal } = abort;
    const show = (order: OrderInfo) =>
      !signal.aborted && setResult((r) => ({ ...advance(r, order), stillPending: false }));
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const simple = await fetchOrderInfo(billingNo, true, { signal, silent: true });
          show(simple);
          if (phaseOf(simple) === 'pending') return;
          show(await fetchOrderInfo(billingNo, false, { signal, silent: true }));
        } catch {
          // Unknown yet: the player can re-check with 'recharge done'.
          if (!signal.aborted)
            setResult((r) => (r.phase === 'checking' ? { ...r, phase: 'pending' } : r));
        }
      })();
    }, RESULT_POLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [billingNo]);

  const recheck = () => {
    const signal = live.current?.signal;
    setResult((r) => ({ ...r, checking: true }));
    fetchOrderInfo(billingNo, false, { signal })
      .then((order) => {
        if (signal?.aborted) return;
        setResult((r) => {
          const next = advance(r, order);
          return { ...next, checking: false, stillPending: next.phase === 'pending' };
        });
      })
      .catch(() => !signal?.aborted && setResult((r) => ({ ...r, checking: false })));
  };

  const onTrack = useCallback(
    (track: OrderTrack) => {
      setResult((r) => ({ ...r, track }));
      if (track.state === 'created' || settledRef.current || following.current) return;
      const signal = live.current?.signal;
      following.current = true;
      fetchOrderInfo(billingNo, false, { signal, silent: true })
        .then((order) => {
          if (!signal?.aborted) setResult((r) => ({ ...advance(r, order), stillPending: false }));
        })
        // The next track event, or 'recharge done', tries again.
        .catch(() => undefined)
        .finally(() => (following.current = false));
    },
    [billingNo],
  );

  return { ...result, recheck, onTrack };
}

// An order never goes back to pending once paid or failed: a slow first poll answering after a
// 'recharge done' re-check must not turn a shown success back into 'waiting for payment'.
export function advance(current: OrderResult, order: OrderInfo): OrderResult {
  const phase = phaseOf(order);
  if (isSettled(current.phase) && phase === 'pending') return current;
  return { ...current, phase, order };
}
