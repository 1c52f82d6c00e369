import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOrderSelection } from '../../game/selection-store.ts';
import { useAdyenReturn } from '../../recharge/pay/adyen/use-adyen-return.ts';
import { closeResult, getPayFlow } from '../../../shared/pay-flow/pay-flow-store.ts';
import { useResultFlow } from '../use-result-flow.ts';
import { ResultActions } from './result-actions.tsx';
import { ResultContent } from './result-content.tsx';
import '../result.css';

/** The old route set's result step: the result popup's content as a page. */
export function ResultPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const stored = useOrderSelection().billing_no;
  const billingNo = new URLSearchParams(search).get('billing_no')?.trim() || stored;
  // An Adyen redirect comes back here with its result (old route set).
  useAdyenReturn();
  return (
    <Page title={t('result.title')}>
      {billingNo ? (
        <ResultStep key={billingNo} billingNo={billingNo} />
      ) : (
        <>
          <Empty />
          <Link className="button" to="/selectGoods">
            {t('recharge.backToGoods')}
          </Link>
        </>
      )}
    </Page>
  );
}

function ResultStep({ billingNo }: { billingNo: string }) {
  const navigate = useNavigate();
  // Coming straight from the recharge step, the store still holds the payment page.
  const fromFlow = getPayFlow().result;
  const target = fromFlow?.billingNo === billingNo ? fromFlow : { billingNo };
  const leave = (to: string) => {
    closeResult();
    void navigate(to);
  };
  const { result, handlers } = useResultFlow(target, {
    onClose: () => leave('/selectGoods'),
    onChangeWay: () => leave('/recharge'),
  });
  return (
    <div className="result-page">
      <ResultContent result={result} billingNo={billingNo} onChangeWay={handlers.onChangeWay} />
      <ResultActions result={result} on={handlers} />
    </div>
  );
}
