import { useTranslation } from 'react-i18next';
import type { OrderResult } from '../use-order-result.ts';

export type ResultActionHandlers = {
  /** Pending 'to pay': the payment page again. */
  onToPay: () => void;
  /** Pending 'recharge done': ask the order system again. */
  onRecheck: () => void;
  /** Fail: back to the recharge sheet. */
  onChangeWay: () => void;
  /** Success 'recharge done', refunded 'close'. */
  onDone: () => void;
};

/** SPEC §2 buttons: success 'recharge done'; fail 'change recharge way' and 'recharge continue';
 * pending 'to pay' and 'recharge done'; refunded (issue 14) 'close'. */
export function ResultActions({ result, on }: { result: OrderResult; on: ResultActionHandlers }) {
  return (
    <div className="result-actions">
      <Buttons result={result} on={on} />
    </div>
  );
}

function Buttons({ result, on }: { result: OrderResult; on: ResultActionHandlers }) {
  const { t } = useTranslation();
  switch (result.phase) {
    case 'success':
      return (
        <button type="button" className="button" onClick={on.onDone}>
          {t('result.done')}
        </button>
      );
    case 'refunded':
      // Nothing to pay again for: the player closes it.
      return (
        <button type="button" className="button" onClick={on.onDone}>
          {t('common.close')}
        </button>
      );
    case 'fail':
      return (
        <>
          <button type="button" className="button button--ghost" onClick={on.onChangeWay}>
            {t('result.changeWay')}
          </button>
          <button type="button" className="button" onClick={on.onChangeWay}>
            {t('result.continue')}
          </button>
        </>
      );
    default:
      return (
        <>
          <button type="button" className="button button--ghost" onClick={on.onToPay}>
            {t('result.toPay')}
          </button>
          <button
            type="button"
            className="button"
            disabled={result.checking}
            aria-busy={result.checking}
            onClick={on.onRecheck}
          >
            {t('result.done')}
          </button>
        </>
      );
  }
}
