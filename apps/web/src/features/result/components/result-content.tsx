import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getBoot } from '../../../shared/boot/boot.ts';
import { isRepeat } from '../result-rules.ts';
import type { OrderResult } from '../use-order-result.ts';
import { OrderFacts } from './order-facts.tsx';
import { PendingHints } from './pending-hints.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';

// Only a paid order shows it: its code, zod schema and texts stay out of the first page.
const DeliveryTracker = lazy(() =>
  import('../track/delivery-tracker.tsx').then((m) => ({ default: m.DeliveryTracker })),
);

type ResultContentProps = { result: OrderResult; billingNo: string; onChangeWay: () => void };

/** The body of the result popup (and the old /result page) for each state. */
export function ResultContent({ result, billingNo, onChangeWay }: ResultContentProps) {
  const { t } = useTranslation();
  const { phase } = result;
  if (phase === 'checking') {
    return (
      <p className="result-status" role="status">
        {t('result.checking')}
      </p>
    );
  }
  if (phase === 'pending') {
    return (
      <div className="result result--pending">
        <p className="result-status">{t('result.pending')}</p>
        <PendingHints onChangeWay={onChangeWay} />
        {result.stillPending && (
          <p className="result-note" role="status">
            {t('result.stillPending')}
          </p>
        )}
      </div>
    );
  }
  if (phase === 'success' && isRepeat(result.order)) {
    // The goods went out once; the second payment waits on the order for customer service, who
    // refund it or credit it as the brand does (orders/repeat-payments.ts settles nothing itself).
    const next = getBoot().tenant.repeatPayment === 'credit' ? 'repeatCredit' : 'repeatRefund';
    return (
      <div className="result result--repeat">
        <span className="result-icon" aria-hidden="true">
          <Icon name="alert" />
        </span>
        <p className="result-status" role="status">
          {t('result.repeat')}
        </p>
        <p className="result-note">{t(`result.${next}`)}</p>
        <OrderFacts order={result.order} billingNo={billingNo} />
      </div>
    );
  }
  if (phase === 'refunded') {
    // The money went back (a refund or a chargeback) and the goods with it (issue 14).
    return (
      <div className="result result--refunded">
        <span className="result-icon" aria-hidden="true">
          <Icon name="refunded" />
        </span>
        <p className="result-status" role="status">
          {t('result.refunded')}
        </p>
        <p className="result-note">{t('result.refundedNote')}</p>
        <OrderFacts order={result.order} billingNo={billingNo} />
      </div>
    );
  }
  return (
    <div className={`result result--${phase}`}>
      <span className="result-icon" aria-hidden="true">
        <Icon name={phase === 'success' ? 'success' : 'fail'} />
      </span>
      <p className="result-status" role="status">
        {t(phase === 'success' ? 'result.success' : 'result.fail')}
      </p>
      {phase === 'success' && (
        <Suspense fallback={null}>
          <DeliveryTracker billingNo={billingNo} />
        </Suspense>
      )}
      <OrderFacts order={result.order} billingNo={billingNo} />
    </div>
  );
}
