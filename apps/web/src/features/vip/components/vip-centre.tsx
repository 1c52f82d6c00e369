import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking/track.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { couponListQuery } from '../../coupons/api/coupon-api.ts';
import { HistoryList } from '../../coupons/components/history-list.tsx';
import { vipBasicInfoQuery, vipInfoQuery } from '../api/vip-api.ts';
import { LatestOrder } from './latest-order.tsx';
import { LevelList } from './level-list.tsx';
import { RewardList } from './reward-list.tsx';
import { VipFaq } from './vip-faq.tsx';
import { VipLevelCard } from './vip-level-card.tsx';
import '../../coupons/coupons.css';
import '../vip.css';

/** The VIP centre of a logged-in player (SPEC §2): level, rewards, history, order, FAQ. */
export function VipCentre({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const basic = useQuery(vipBasicInfoQuery(clientId));
  const info = useQuery(vipInfoQuery(clientId));
  const rewards = useQuery(couponListQuery(clientId, 'avail,lock'));
  const [historyOpen, setHistoryOpen] = useState(false);
  const history = useQuery({ ...couponListQuery(clientId, 'history'), enabled: historyOpen });
  useEffect(() => track('viewVipCenter', { client_id: clientId }), [clientId]);

  if (basic.isPending || info.isPending) return <Skeleton />;
  if (basic.isError || info.isError) {
    const retry = () => {
      if (basic.isError) void basic.refetch();
      if (info.isError) void info.refetch();
    };
    return <LoadError text={t('vip.loadFailed')} onRetry={retry} />;
  }
  if (basic.data.levels.length === 0) return <Empty text={t('vip.notOffered')} />;
  return (
    <div className="vip-centre">
      <VipLevelCard info={info.data} />
      <section className="vip-section">
        <div className="vip-section__head">
          <h2 className="vip-section__title">{t('vip.rewards')}</h2>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-haspopup="dialog"
            onClick={() => setHistoryOpen(true)}
          >
            {t('coupon.history')}
          </button>
        </div>
        {rewards.isPending && <Skeleton />}
        {rewards.isError && (
          <LoadError text={t('coupon.loadFailed')} onRetry={() => void rewards.refetch()} />
        )}
        {rewards.isSuccess && <RewardList clientId={clientId} coupons={rewards.data} />}
      </section>
      <section className="vip-section">
        <h2 className="vip-section__title">{t('vip.levels')}</h2>
        <LevelList levels={basic.data.levels} current={info.data.vip_level} />
      </section>
      <LatestOrder />
      <VipFaq title={basic.data.faq_title} content={basic.data.faq_content} />
      <Dialog open={historyOpen} title={t('coupon.history')} onClose={() => setHistoryOpen(false)}>
        {history.isPending ? (
          <Skeleton />
        ) : history.isError ? (
          <LoadError text={t('coupon.loadFailed')} onRetry={() => void history.refetch()} />
        ) : (
          <HistoryList coupons={history.data} />
        )}
      </Dialog>
    </div>
  );
}
