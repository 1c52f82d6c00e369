import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { resetPayFlow, usePayFlow } from '../../../shared/pay-flow/pay-flow-store.ts';

// The popups' host is its own chunk: the goods page's first load does not carry it (initial JS
// budget, issue 17); it loads once the player buys or comes back from a provider.
const PayFlowHost = lazy(() =>
  import('./pay-flow-host.tsx').then((m) => ({ default: m.PayFlowHost })),
);

/** Where the goods page keeps its recharge sheet and result popup (pay-flow-host.tsx). */
export function PayFlowSlot() {
  const flow = usePayFlow();
  const { search } = useLocation();
  // Leaving the page closes its popups.
  useEffect(() => resetPayFlow, []);
  const returned = Boolean(new URLSearchParams(search).get('billing_no')?.trim());
  if (!flow.recharge && !flow.result && !returned) return null;
  return (
    <Suspense fallback={null}>
      <PayFlowHost />
    </Suspense>
  );
}
