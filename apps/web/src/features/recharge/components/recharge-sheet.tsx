import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { useCardMode } from '../../cards/use-card-mode.ts';
import { closeRecharge, showResult } from '../../../shared/pay-flow/pay-flow-store.ts';
import { useRecharge } from '../use-recharge.ts';
import { priceContextOf } from '../price-context.ts';
import { RechargeBody } from './recharge-body.tsx';
import { RechargeFooter } from './recharge-footer.tsx';
import '../recharge.css';

/** The bottom sheet 'recharge info' (SPEC §2); paying hands over to the result popup. */
export function RechargeSheet() {
  const { t } = useTranslation();
  const model = useRecharge(showResult);
  const card = useCardMode(showResult);
  return (
    <BottomSheet
      open
      title={t('recharge.title')}
      onClose={closeRecharge}
      footer={<RechargeFooter model={model} card={card} />}
    >
      <RechargeBody model={model} priceContext={priceContextOf(model)} card={card} />
    </BottomSheet>
  );
}
