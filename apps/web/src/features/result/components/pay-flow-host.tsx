import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  closeResult,
  getPayFlow,
  openRecharge,
  showResult,
  usePayFlow,
} from '../../../shared/pay-flow/pay-flow-store.ts';

// Both popups are their own chunks: the goods page only pays for them once the player buys.
const RechargeSheet = lazy(() =>
  import('../../recharge/components/recharge-sheet.tsx').then((m) => ({
    default: m.RechargeSheet,
  })),
);
const loadResultPopup = () => import('./result-popup.tsx');
const ResultPopup = lazy(() => loadResultPopup().then((m) => ({ default: m.ResultPopup })));

/**
 * The recharge sheet and the result popup of the goods page. A billing_no in the query (the
 * provider sent the player back) opens the result at once. Mounted by PayFlowSlot only while one
 * of them is wanted. It lives in result, the feature above recharge, so recharge never imports
 * result (one-way feature imports, ADR 0029).
 */
export function PayFlowHost() {
  const flow = usePayFlow();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const returned = new URLSearchParams(search).get('billing_no')?.trim();

  useEffect(() => {
    if (returned && getPayFlow().result?.billingNo !== returned)
      showResult({ billingNo: returned });
  }, [returned]);
  // The result follows paying: fetch it while the player picks a method.
  useEffect(() => {
    if (flow.recharge) void loadResultPopup().catch(() => undefined);
  }, [flow.recharge]);

  // Once seen, the result must not reopen from the address on the next reload.
  const forgetReturn = () => {
    if (!returned) return;
    const q = new URLSearchParams(search);
    q.delete('billing_no');
    const rest = q.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  };
  const close = () => {
    closeResult();
    forgetReturn();
  };
  const changeWay = () => {
    forgetReturn();
    openRecharge();
  };

  // One boundary each: the sheet must go at once even while the result chunk still loads.
  return (
    <>
      <Suspense fallback={null}>{flow.recharge && <RechargeSheet />}</Suspense>
      <Suspense fallback={null}>
        {flow.result && (
          <ResultPopup
            key={flow.result.billingNo}
            target={flow.result}
            onClose={close}
            onChangeWay={changeWay}
          />
        )}
      </Suspense>
    </>
  );
}
