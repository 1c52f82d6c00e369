import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useAdyenReturn } from '../../recharge/pay/adyen/use-adyen-return.ts';
import type { ResultTarget } from '../../../shared/pay-flow/pay-flow-store.ts';
import { useResultFlow } from '../use-result-flow.ts';
import { ResultActions } from './result-actions.tsx';
import { ResultContent } from './result-content.tsx';
import '../result.css';

type ResultPopupProps = {
  target: ResultTarget;
  onClose: () => void;
  /** 'change recharge way' and 'recharge continue'. */
  onChangeWay: () => void;
};

/** The result popup (SPEC §2): it cannot be closed by tapping the overlay. */
export function ResultPopup({ target, onClose, onChangeWay }: ResultPopupProps) {
  const { t } = useTranslation();
  const { result, handlers } = useResultFlow(target, { onClose, onChangeWay });
  // An Adyen redirect comes back to its order's result (billing_no) with its redirect result.
  useAdyenReturn();
  return (
    <Dialog
      open
      title={t('result.title')}
      onClose={onClose}
      dismissible={false}
      actions={<ResultActions result={result} on={handlers} />}
    >
      <ResultContent
        result={result}
        billingNo={target.billingNo}
        onChangeWay={handlers.onChangeWay}
      />
    </Dialog>
  );
}
