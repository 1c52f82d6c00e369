import { useTranslation } from 'react-i18next';
import type { OrderResult } from '../use-order-result.ts';
import { OrderFacts } from './order-facts.tsx';
import { PendingHints } from './pending-hints.tsx';

type ResultContentProps = { result: OrderResult; billingNo: string; onChangeWay: () => void };

const icons = { success: '✓', fail: '✕' } as const;

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
  return (
    <div className={`result result--${phase}`}>
      <span className="result-icon" aria-hidden="true">
        {icons[phase]}
      </span>
      <p className="result-status" role="status">
        {t(phase === 'success' ? 'result.success' : 'result.fail')}
      </p>
      <OrderFacts order={result.order} billingNo={billingNo} />
    </div>
  );
}
