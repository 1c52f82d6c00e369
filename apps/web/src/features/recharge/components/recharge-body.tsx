import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { CardForm } from '../../cards/components/card-form.tsx';
import { ThirdGiftList } from '../../third-gifts/components/third-gift-list.tsx';
import { CardMethodItem } from '../../cards/components/card-method-item.tsx';
import type { CardMode } from '../../cards/use-card-mode.ts';
import type { RechargeModel } from '../use-recharge.ts';
import { CouponRowSlot, VipPointsSlot, type PriceContext } from './coupon-row-slot.tsx';
import { DropInMount } from './drop-in-mount.tsx';
import { MethodList } from './method-list.tsx';
import { OrderDetail } from './order-detail.tsx';
import { PayNotice } from './pay-notice.tsx';
import { RegionSelect } from './region-select.tsx';
import { SubMethodSheet } from './sub-method-sheet.tsx';

// Only EBANX and Pagsmile methods ask for payer details: their fields and checks load when chosen.
const PayerFields = lazy(() =>
  import('./payer-fields.tsx').then((m) => ({ default: m.PayerFields })),
);

type RechargeBodyProps = {
  model: RechargeModel;
  priceContext: PriceContext | null;
  /** Card-redemption mode (SPEC §2), entered from the prepaid-card item after the methods. */
  card?: CardMode;
};

/** The recharge info (SPEC §2): coupon row, region, methods (or the card fields), order detail. */
export function RechargeBody({ model, priceContext: priced, card }: RechargeBodyProps) {
  const { t } = useTranslation();
  const { methods, payment } = model;
  const { list, choice } = methods;
  const cardMode = card?.active ?? false;
  // A card pays for itself: no coupon, no VIP points slot, no drop-in of a method.
  const priceContext = cardMode ? null : priced;
  const cardItem = card && (
    <CardMethodItem
      selected={cardMode}
      onClick={() => {
        payment.cancelDropIn();
        card.enter();
      }}
    />
  );
  const pickMethod: typeof methods.pickMethod = (method) => {
    card?.leave();
    methods.pickMethod(method);
  };

  let content;
  if (list.isPending) content = <Skeleton />;
  else if (list.isError || methods.countries.length === 0) {
    content = (
      <>
        {list.isError ? (
          <LoadError text={t('recharge.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <Empty text={t('recharge.noMethods')} />
        )}
        {cardItem}
      </>
    );
  } else {
    content = (
      <>
        <RegionSelect
          countries={methods.countries}
          value={choice.country}
          onChange={methods.changeCountry}
        />
        <MethodList
          methods={methods.methods}
          choice={cardMode ? { ...choice, method: null } : choice}
          onPick={pickMethod}
          extra={cardItem}
        />
      </>
    );
  }

  return (
    <div className="recharge">
      {priceContext && <CouponRowSlot price={priceContext} />}
      {content}
      {!cardMode && model.payer.fields.length > 0 && (
        <Suspense fallback={null}>
          <PayerFields payer={model.payer} />
        </Suspense>
      )}
      {card && cardMode && <CardForm card={card} />}
      {payment.dropIn && !cardMode && (
        <DropInMount
          dropIn={payment.dropIn.dropIn}
          onSuccess={payment.dropInDone}
          // That order is finished; the buy button starts a new one.
          onEnded={payment.cancelDropIn}
        />
      )}
      {/* What the product's detail popup used to list: the channels' gifts beside the methods. */}
      {!cardMode && model.productId && <ThirdGiftList productId={model.productId} />}
      <OrderDetail
        rows={cardMode ? { ...model.detail, goods: t('card.method') } : model.detail}
        extra={priceContext && <VipPointsSlot price={priceContext} />}
      />
      <PayNotice />
      {choice.subPopup && !cardMode && (
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
