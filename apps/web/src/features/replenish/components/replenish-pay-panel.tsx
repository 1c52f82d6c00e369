import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { DropInMount } from '../../recharge/components/drop-in-mount.tsx';
import { MethodList } from '../../recharge/components/method-list.tsx';
import { PriceArea } from '../../recharge/components/price-area.tsx';
import { RegionSelect } from '../../recharge/components/region-select.tsx';
import { SubMethodSheet } from '../../recharge/components/sub-method-sheet.tsx';
import type { ResultTarget } from '../../../shared/pay-flow/pay-flow-store.ts';
import { useReplenishMethods } from '../use-replenish-methods.ts';
import { useReplenishPay } from '../use-replenish-pay.ts';
import '../../recharge/recharge.css';

type ReplenishPayPanelProps = {
  replenishId: string;
  clientId: string;
  area: string | undefined;
  onPending: (result: ResultTarget) => void;
};

/** Payment region, methods and the pay button for the link's amount (no coupon, no goods). */
export function ReplenishPayPanel({
  replenishId,
  clientId,
  area,
  onPending,
}: ReplenishPayPanelProps) {
  const { t } = useTranslation();
  const methods = useReplenishMethods(replenishId, area);
  const { list, choice } = methods;
  const payment = useReplenishPay(
    {
      clientId,
      replenishId,
      area,
      country: choice.country,
      method: methods.paying,
      priceMinor: list.data?.price_minor ?? 0,
      currency: list.data?.currency ?? '',
    },
    onPending,
  );

  if (list.isPending) return <Skeleton />;
  if (list.isError)
    return <LoadError text={t('recharge.loadFailed')} onRetry={() => void list.refetch()} />;
  if (methods.countries.length === 0) return <Empty text={t('recharge.noMethods')} />;
  return (
    <section className="recharge replenish-pay" aria-label={t('recharge.title')}>
      <RegionSelect
        countries={methods.countries}
        value={choice.country}
        onChange={methods.changeCountry}
      />
      <MethodList methods={methods.methods} choice={choice} onPick={methods.pickMethod} />
      {payment.dropIn && (
        <DropInMount
          dropIn={payment.dropIn.dropIn}
          onSuccess={payment.dropInDone}
          onEnded={payment.cancelDropIn}
        />
      )}
      <div className="recharge-footer">
        <PriceArea payMinor={list.data.price_minor} currency={list.data.currency} />
        <button
          type="button"
          className="button recharge-footer__buy"
          disabled={!methods.paying || payment.busy || payment.dropIn !== null}
          aria-busy={payment.busy}
          onClick={payment.pay}
        >
          {t('replenish.pay')}
        </button>
      </div>
      {choice.subPopup && (
        <SubMethodSheet
          parent={choice.subPopup}
          chosen={choice.sub}
          onPick={methods.pickSub}
          onClose={methods.closeSubs}
        />
      )}
    </section>
  );
}
