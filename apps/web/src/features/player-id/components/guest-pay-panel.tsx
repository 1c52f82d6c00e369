import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PayResponse } from '@topup/contracts/payments';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { usePayWayList } from '../../pay-methods/api/get-pay-way-list.ts';
import { useCountryChoice } from '../../pay-methods/use-country-choice.ts';
import { DropInMount } from '../../recharge/components/drop-in-mount.tsx';
import { MethodList } from '../../recharge/components/method-list.tsx';
import { PriceArea } from '../../recharge/components/price-area.tsx';
import { RegionSelect } from '../../recharge/components/region-select.tsx';
import { SubMethodSheet } from '../../recharge/components/sub-method-sheet.tsx';
import { loadedKrPay, preloadKrPay } from '../../recharge/pay/load-drop-in.ts';
import { payEnvironment } from '../../recharge/pay/pay-environment.ts';
import { paysWithKrScript } from '../kr-script.ts';
import { submitGuestPay } from '../guest-pay.ts';
import '../../recharge/recharge.css';

type GuestPayPanelProps = {
  clientId: string;
  productId: string;
  ticket: string;
  area: string | undefined;
  /** The order exists and waits for its payment: the page becomes its order link. */
  onOrder: (billingNo: string) => void;
};

type DropInSession = { billingNo: string; dropIn: NonNullable<PayResponse['drop_in']> };

/** Payment region, methods and the pay button, as on the make-up payment page. */
export function GuestPayPanel({ clientId, productId, ticket, area, onOrder }: GuestPayPanelProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const list = usePayWayList({ clientId, productId, area });
  const methods = useCountryChoice(list.data, { savedRegion: undefined });
  const { choice } = methods;
  const [busy, setBusy] = useState(false);
  const [dropIn, setDropIn] = useState<DropInSession | null>(null);
  const kr = paysWithKrScript(methods.paying);
  useEffect(() => {
    if (kr) preloadKrPay().catch((e: unknown) => console.error('Korean payment script', e));
  }, [kr]);

  // Runs inside the click: submitGuestPay opens the payment window before anything is awaited.
  const pay = () => {
    const method = methods.paying;
    if (!method || !choice.country || busy) return;
    setBusy(true);
    void submitGuestPay({
      clientId,
      productId,
      ticket,
      area,
      method,
      country: choice.country,
      env: payEnvironment(search),
      krPay: paysWithKrScript(method) ? loadedKrPay() : null,
    })
      .then((outcome) => {
        if (outcome.kind === 'link') onOrder(outcome.billingNo);
        if (outcome.kind === 'dropIn') setDropIn(outcome);
      })
      .finally(() => setBusy(false));
  };

  if (list.isPending) return <Skeleton />;
  if (list.isError)
    return <LoadError text={t('recharge.loadFailed')} onRetry={() => void list.refetch()} />;
  if (methods.countries.length === 0) return <Empty text={t('recharge.noMethods')} />;
  return (
    <section className="recharge pid-pay" aria-label={t('recharge.title')}>
      <RegionSelect
        countries={methods.countries}
        value={choice.country}
        onChange={methods.changeCountry}
      />
      <MethodList methods={methods.methods} choice={choice} onPick={methods.pickMethod} />
      {dropIn && (
        <DropInMount
          dropIn={dropIn.dropIn}
          onSuccess={() => onOrder(dropIn.billingNo)}
          onEnded={() => setDropIn(null)}
        />
      )}
      <div className="recharge-footer">
        <PriceArea payMinor={list.data.price_minor} currency={list.data.currency} />
        <button
          type="button"
          className="button recharge-footer__buy"
          disabled={!methods.paying || busy || dropIn !== null}
          aria-busy={busy}
          onClick={pay}
        >
          {t('recharge.buy')}
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
