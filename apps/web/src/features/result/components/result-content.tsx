import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTrack } from '@topup/contracts/order-track';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { headlineLook, headlineOf, usesTrackTexts, type HeadlineKind } from '../result-headline.ts';
import { trackTextFiles } from '../track/track-texts.ts';
import { isRepeat } from '../result-rules.ts';
import type { OrderResult } from '../use-order-result.ts';
import { OrderFacts } from './order-facts.tsx';
import { PendingHints } from './pending-hints.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';

// Its code, zod schema and texts stay out of the first page: the popup loads it when it opens.
const DeliveryTracker = lazy(() =>
  import('../track/delivery-tracker.tsx').then((m) => ({ default: m.DeliveryTracker })),
);

/** The result's icon and headline (issue 29: "successful" only once the goods are delivered). */
export function Headline({ kind }: { kind: HeadlineKind }) {
  const { t } = useTranslation();
  const { icon, key } = headlineLook[kind];
  return (
    <>
      {icon && (
        <span className="result-icon" aria-hidden="true">
          <Icon name={icon} />
        </span>
      )}
      <p className="result-status" role="status">
        {t(key)}
      </p>
    </>
  );
}

type ResultContentProps = {
  result: OrderResult & { onTrack?: (track: OrderTrack) => void };
  billingNo: string;
  onChangeWay: () => void;
};

/**
 * The body of the result popup (and the old /result page) for each state. The live tracker sits
 * at the same place in every state, so the one stream that notices the payment while it is
 * awaited goes on to show the delivery (issue 29).
 */
export function ResultContent({ result, billingNo, onChangeWay }: ResultContentProps) {
  const { t } = useTranslation();
  const { phase } = result;
  // Until the tracker's texts are in (a moment after the popup opens), a paid order's headline
  // says the order is being checked rather than a word it cannot spell yet.
  const trackTexts = useFeatureTexts(trackTextFiles, 'result');
  const known = headlineOf(result);
  const kind = usesTrackTexts(known) && !trackTexts ? 'checking' : known;
  const repeat = phase === 'success' && isRepeat(result.order);
  const tracker = (
    <Suspense fallback={null}>
      <DeliveryTracker
        billingNo={billingNo}
        onTrack={result.onTrack}
        hideSteps={phase !== 'success' || repeat}
      />
    </Suspense>
  );
  if (phase === 'checking' || phase === 'pending') {
    return (
      <div className="result result--pending">
        <Headline kind={kind} />
        {tracker}
        {phase === 'pending' && <PendingHints onChangeWay={onChangeWay} />}
        {result.stillPending && (
          <p className="result-note" role="status">
            {t('result.stillPending')}
          </p>
        )}
      </div>
    );
  }
  if (repeat) {
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
        {tracker}
        <p className="result-note">{t(`result.${next}`)}</p>
        <OrderFacts order={result.order} billingNo={billingNo} paidTexts={trackTexts} />
      </div>
    );
  }
  return (
    <div className={`result result--${known}`}>
      <Headline kind={kind} />
      {tracker}
      {/* The money went back (a refund or a chargeback) and the goods with it (issue 14). */}
      {phase === 'refunded' && <p className="result-note">{t('result.refundedNote')}</p>}
      <OrderFacts order={result.order} billingNo={billingNo} paidTexts={trackTexts} />
    </div>
  );
}
