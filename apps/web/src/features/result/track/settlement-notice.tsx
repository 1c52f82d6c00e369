import { useTranslation } from 'react-i18next';
import type { TrackSettlement } from '@topup/contracts/order-track';
import { formatMinor } from '../../../shared/format/money.ts';
import { formatTimestamp } from '../../../shared/format/time.ts';

/**
 * What the brand did about an order the game never acknowledged in time (issue 18): the refund
 * on its way or made, or the make-good credit with its code and how to use it. Shown in place of
 * "delayed", in the result popup's tracker and on the order page alike.
 */
export function SettlementNotice({ settlement }: { settlement: TrackSettlement }) {
  const { t } = useTranslation();
  const amount = formatMinor(settlement.amount_minor, settlement.currency);
  if (settlement.kind === 'credited') {
    return (
      <div className="tracker__settlement" role="status">
        <p>{t('result.track.credited', { amount })}</p>
        {settlement.credit_code && (
          <p className="tracker__credit">
            <span>{t('result.track.creditCode')}</span>{' '}
            {/* A code reads left to right in every language, RTL pages included. It takes the
                keyboard's focus, so a player can reach it (and a popup that scrolls has something
                to stop at) and select it to copy. */}
            <code className="tracker__code" dir="ltr" tabIndex={0}>
              {settlement.credit_code}
            </code>
          </p>
        )}
        <p>{t('result.track.creditHow')}</p>
      </div>
    );
  }
  const time = settlement.at ? formatTimestamp(settlement.at) : '';
  return (
    <p className="tracker__settlement" role="status">
      {t(`result.track.${settlement.kind}`, { amount, time })}
    </p>
  );
}
