import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import type { RechargeModel } from '../use-recharge.ts';
import { CouponRowSlot, VipPointsSlot, type PriceContext } from './coupon-row-slot.tsx';
import { DropInMount } from './drop-in-mount.tsx';
import { MethodList } from './method-list.tsx';
import { OrderDetail } from './order-detail.tsx';
import { RegionSelect } from './region-select.tsx';
import { SubMethodSheet } from './sub-method-sheet.tsx';

type RechargeBodyProps = { model: RechargeModel; priceContext: PriceContext | null };

/** The recharge info (SPEC §2): coupon row, region, methods, order detail. */
export function RechargeBody({ model, priceContext }: RechargeBodyProps) {
  const { t } = useTranslation();
  const { methods, payment } = model;
  const { list, choice } = methods;

  let content;
  if (list.isPending) content = <Skeleton />;
  else if (list.isError) content = <Empty text={t('recharge.loadFailed')} />;
  else if (methods.countries.length === 0) content = <Empty text={t('recharge.noMethods')} />;
  else {
    content = (
      <>
        <RegionSelect
          countries={methods.countries}
          value={choice.country}
          onChange={methods.changeCountry}
        />
        <MethodList methods={methods.methods} choice={choice} onPick={methods.pickMethod} />
      </>
    );
  }

  return (
    <div className="recharge">
      {priceContext && <CouponRowSlot price={priceContext} />}
      {content}
      {payment.dropIn && (
        <DropInMount
          dropIn={payment.dropIn.dropIn}
          onSuccess={payment.dropInDone}
          onError={(status) => {
            // That order is finished; the buy button starts a new one.
            showToast(t(status === 'failed' ? 'dropIn.declined' : 'dropIn.failed'), {
              tone: 'error',
            });
            payment.cancelDropIn();
          }}
        />
      )}
      <OrderDetail
        rows={model.detail}
        extra={priceContext && <VipPointsSlot price={priceContext} />}
      />
      {choice.subPopup && (
        <SubMethodSheet
          parent={choice.subPopup}
          chosen={choice.sub}
          onPick={methods.pickSub}
          onClose={methods.closeSubs}
        />
      )}
    </div>
  );
}
