import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useCardMode } from '../../cards/use-card-mode.ts';
import { showResult, type ResultTarget } from '../../../shared/pay-flow/pay-flow-store.ts';
import { priceContextOf } from '../price-context.ts';
import { useRecharge } from '../use-recharge.ts';
import { RechargeBody } from './recharge-body.tsx';
import { RechargeFooter } from './recharge-footer.tsx';
import '../recharge.css';

/** The old route set's 'start recharge' step: the recharge sheet's content as a page. */
export function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The result step reads the payment page from the store; going there marks its origin.
  const paid = (result: ResultTarget) => {
    showResult(result);
    void navigate(`/result?billing_no=${encodeURIComponent(result.billingNo)}`);
  };
  const model = useRecharge(paid);
  const card = useCardMode(paid);
  return (
    <Page title={t('recharge.title')}>
      {model.ready ? (
        <div className="recharge-page">
          <RechargeBody model={model} priceContext={priceContextOf(model)} card={card} />
          <RechargeFooter model={model} card={card} />
        </div>
      ) : (
        <>
          <Empty text={t('goods.needRole')} />
          <Link className="button" to="/selectGoods">
            {t('recharge.backToGoods')}
          </Link>
        </>
      )}
    </Page>
  );
}
