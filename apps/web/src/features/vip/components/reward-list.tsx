import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '@topup/contracts/coupons';
import { ResultCode } from '@topup/contracts/result-codes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../../shared/api-client/api-client.ts';
import { getBoot } from '../../../shared/boot/boot.ts';
import { track } from '../../../shared/tracking/track.ts';
import { Empty } from '../../../shared/ui/empty.tsx';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { sessionToken } from '../../account/session-token.ts';
import { couponKeys, receiveCoupon } from '../../coupons/api/coupon-api.ts';
import { chooseCoupon, useChosenCoupon } from '../../coupons/coupon-choice.ts';
import { CouponItem } from '../../coupons/components/coupon-item.tsx';
import { vipKeys } from '../api/vip-api.ts';

/** The player's rewards by state (SPEC §4): claim, avail ('use' / 'cancel'), lock. */
export function RewardList({ clientId, coupons }: { clientId: string; coupons: Coupon[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const chosen = useChosenCoupon(clientId);
  const { search } = useLocation();
  const claim = useMutation({
    mutationFn: (c: Coupon) =>
      receiveCoupon(clientId, c.template_id, sessionToken(getBoot().tenant, search)),
    onSuccess: (_data, c) => {
      track('claimVipCoupon', { template_id: c.template_id, type: c.type });
      showToast(t('coupon.receive_done'));
    },
    onError: (err) => {
      // Other codes were already toasted with the server's message.
      if (err instanceof ApiError && err.code === ResultCode.IllegalCoupon) {
        showToast(t('coupon.receive_fail'), { tone: 'error' });
      }
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.all(clientId) });
      void queryClient.invalidateQueries({ queryKey: vipKeys.info(clientId) });
    },
  });

  if (coupons.length === 0) return <Empty />;
  const action = (c: Coupon) => {
    if (c.use_category === 'claim') {
      return (
        <button
          type="button"
          className="button button--small"
          disabled={claim.isPending}
          onClick={() => claim.mutate(c)}
        >
          {t('coupon.claimable')}
        </button>
      );
    }
    if (c.use_category === 'avail' && c.code === chosen) {
      return (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => chooseCoupon(clientId, null)}
        >
          {t('coupon.cancel')}
        </button>
      );
    }
    if (c.use_category === 'avail') {
      return (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            track('manualUseVipCoupon', { template_id: c.template_id, type: c.type });
            chooseCoupon(clientId, c.code);
          }}
        >
          {t('coupon.use')}
        </button>
      );
    }
    return <span className="coupon-item__state">{t('coupon.locked')}</span>;
  };
  return (
    <ul className="coupon-list">
      {coupons.map((c) => (
        <li key={c.code || c.template_id} className="coupon-list__row">
          <CouponItem coupon={c} action={action(c)} selected={c.code !== '' && c.code === chosen} />
        </li>
      ))}
    </ul>
  );
}
