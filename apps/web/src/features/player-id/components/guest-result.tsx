import { useTranslation } from 'react-i18next';
import type { GuestOrder } from '@topup/contracts/player-id';
import { formatMinor } from '../../../shared/format/money.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TrackSteps } from '../../result/track/delivery-tracker.tsx';
import { trackTextFiles } from '../../result/track/track-texts.ts';
import { openPayLinkNow } from '../../recharge/pay/pay-window.ts';
import { useGuestOrder } from '../api/get-guest-order.ts';
import type { OrderLink } from '../order-link.ts';

type Phase = 'waiting' | 'sending' | 'delivered' | 'failed' | 'refunded' | 'settled';

function phaseOf(order: GuestOrder): Phase {
  switch (order.track.state) {
    case 'created':
      return 'waiting';
    case 'paid':
    case 'sent':
      return 'sending';
    case 'delivered':
      return 'delivered';
    case 'refunded':
      return 'refunded';
    case 'credited':
      return 'settled';
    default:
      return 'failed';
  }
}

/** The guest's order by its link: it moves on by itself until delivered (or ended). */
export function GuestResult({ link, onAgain }: { link: OrderLink; onAgain: () => void }) {
  const { t } = useTranslation();
  const order = useGuestOrder(link.billingNo, link.ticket);
  const tracker = useFeatureTexts(trackTextFiles, 'result');
  if (order.isPending || !tracker) return <Skeleton />;
  if (order.isError)
    return <LoadError text={t('playerId.result.notFound')} onRetry={() => void order.refetch()} />;
  const { info, track } = order.data;
  const phase = phaseOf(order.data);
  const facts: [string, string][] = [
    [t('playerId.facts.game'), info.game_name],
    [t('playerId.facts.server'), info.game_server_name],
    [t('playerId.facts.character'), info.role_name],
    [t('playerId.facts.goods'), info.product_name],
    ...(info.amount_minor !== undefined && info.currency
      ? [
          [t('playerId.facts.amount'), formatMinor(info.amount_minor, info.currency)] as [
            string,
            string,
          ],
        ]
      : []),
    [t('playerId.facts.order'), info.billing_no],
  ];
  return (
    <section className={`pid-result pid-result--${phase}`} aria-labelledby="pid-result-title">
      {/* Announced as it changes: the page moves on by itself while the person waits. */}
      <div role="status">
        <h2 id="pid-result-title" className="pid-result__title">
          {t(`playerId.result.${phase}`, { name: info.role_name })}
        </h2>
      </div>
      {phase === 'waiting' && (
        <>
          <p className="pid-card__hint">{t('playerId.result.waitingHint')}</p>
          {info.pay_url && (
            <button type="button" className="button" onClick={() => openPayLinkNow(info.pay_url!)}>
              {t('playerId.result.openPay')}
            </button>
          )}
        </>
      )}
      <TrackSteps track={track} />
      <dl className="pid-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="pid-facts__row">
            <dt>{label}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="pid-card__hint">{t('playerId.result.keepLink')}</p>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {t('playerId.result.again')}
      </button>
    </section>
  );
}
