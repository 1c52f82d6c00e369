import type { VipLevel } from '@topup/contracts/vip';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking/track.ts';
import { couponName } from '../../coupons/coupon-name.ts';

/** Every level with what it needs and the coupons it grants; opening one is tracked. */
export function LevelList({ levels, current }: { levels: VipLevel[]; current: number }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="vip-levels">
      {levels.map((level) => (
        <details
          key={level.level_id}
          className="vip-level"
          onToggle={(e) => {
            if (e.currentTarget.open) track('viewRewardDetail', { level_id: level.level_id });
          }}
        >
          <summary>
            <span dir="auto">{level.show_name || level.name}</span>
            {level.level_id === current && <em className="vip-level__mine">{t('vip.current')}</em>}
            <span className="vip-level__need">{t('vip.points', { count: level.need_points })}</span>
          </summary>
          {level.coupons.length === 0 ? (
            <p className="vip-level__none">{t('common.noData')}</p>
          ) : (
            <ul className="vip-level__coupons">
              {level.coupons.map((c) => (
                <li key={c.template_id}>
                  <span dir="auto">{couponName(c.name, i18n.language)}</span> ·{' '}
                  {t('coupon.off', { percent: 100 - c.discount_rate })} ·{' '}
                  {t(`coupon.type.${c.type}`)}
                </li>
              ))}
            </ul>
          )}
        </details>
      ))}
    </div>
  );
}
