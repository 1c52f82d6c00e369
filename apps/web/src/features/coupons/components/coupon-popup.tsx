import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Empty } from '../../../shared/ui/empty.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { couponListQuery } from '../api/coupon-api.ts';
import type { CouponModel } from '../use-coupons.ts';
import { CouponItem } from './coupon-item.tsx';
import { HistoryList } from './history-list.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';

type CouponPopupProps = { clientId: string; model: CouponModel; onClose: () => void };

/** SPEC §2 coupon popup: 'My reward' with usable / not usable tabs, or the history with back. */
export function CouponPopup({ clientId, model, onClose }: CouponPopupProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'usable' | 'unusable'>('usable');
  const [history, setHistory] = useState(false);
  const past = useQuery({ ...couponListQuery(clientId, 'history'), enabled: history });
  const back = history && (
    <button
      type="button"
      className="icon-button"
      aria-label={t('common.back')}
      onClick={() => setHistory(false)}
    >
      <Icon name="chevron-start" />
    </button>
  );
  const footer = !history && (
    <button type="button" className="button button--ghost" onClick={() => setHistory(true)}>
      {t('coupon.history')}
    </button>
  );

  let body;
  if (history) {
    if (past.isPending) body = <Skeleton />;
    else if (past.isError) {
      body = <LoadError text={t('coupon.loadFailed')} onRetry={() => void past.refetch()} />;
    } else body = <HistoryList coupons={past.data} />;
  } else {
    const list = tab === 'usable' ? model.usable : model.unusable;
    body = (
      <>
        <div className="line-tabs coupon-tabs" role="tablist">
          {(['usable', 'unusable'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className="line-tabs__tab"
              onClick={() => setTab(name)}
            >
              {t(`coupon.${name}`, {
                count: name === 'usable' ? model.usable.length : model.unusable.length,
              })}
            </button>
          ))}
        </div>
        <div role="tabpanel">
          {list.length === 0 ? (
            <Empty />
          ) : (
            <ul className="coupon-list">
              {list.map((c) => {
                const chosen = model.selected?.code === c.code && c.code !== '';
                return (
                  <li key={c.code || c.template_id} className="coupon-list__row">
                    {tab === 'usable' ? (
                      <button
                        type="button"
                        className="coupon-pick"
                        aria-pressed={chosen}
                        onClick={() => {
                          model.select(c);
                          onClose();
                        }}
                      >
                        <CouponItem coupon={c} selected={chosen} />
                      </button>
                    ) : (
                      <CouponItem coupon={c} />
                    )}
                    {chosen && (
                      <button type="button" className="button button--small" onClick={model.cancel}>
                        {t('coupon.cancel')}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <BottomSheet
      open
      title={t(history ? 'coupon.history' : 'coupon.myReward')}
      leading={back}
      onClose={onClose}
      footer={footer}
    >
      {body}
    </BottomSheet>
  );
}
