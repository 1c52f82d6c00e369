import { useEffect, useRef, useState } from 'react';
import type { OrderInfo } from '@topup/contracts/payments';
import { fetchOrderInfo } from './api/get-order-info.ts';
import { phaseOf, RESULT_POLL_DELAY_MS, type ResultPhase } from './result-rules.ts';

export type OrderResult = {
  phase: ResultPhase;
  order: OrderInfo | null;
  /** A re-check is running. */
  checking: boolean;
  /** The last re-check still found the order pending. */
  stillPending: boolean;
};

/**
 * The order behind the result popup (SPEC §4): 1 s after opening a simple fetch; pending stops
 * there, success or fail fetch the full order once more. recheck() is the 'recharge done' button.
 */
export function useOrderResult(billingNo: string, startPending: boolean) {
  const [result, setResult] = useState<OrderResult>({
    phase: startPending ? 'pending' : 'checking',
    order: null,
    checking: false,
    stillPending: false,
  });
  const live = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    live.current = abort;
    const { signal } = abort;
    const show = (order: OrderInfo) =>
      !signal.aborted &&
      setResult((r) => ({ ...r, phase: phaseOf(order.status), order, stillPending: false }));
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const simple = await fetchOrderInfo(billingNo, true, { signal, silent: true });
          show(simple);
          if (phaseOf(simple.status) === 'pending') return;
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
        const phase = phaseOf(order.status);
        setResult({ phase, order, checking: false, stillPending: phase === 'pending' });
      })
      .catch(() => !signal?.aborted && setResult((r) => ({ ...r, checking: false })));
  };

  return { ...result, recheck };
}
