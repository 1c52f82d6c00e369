import type { VipInfo } from '@topup/contracts/vip';
import { useTranslation } from 'react-i18next';
import { formatProgress, vipProgress } from '../vip-progress.ts';

/** The player's level, points and progress towards the next level (SPEC §4). */
export function VipLevelCard({ info }: { info: VipInfo }) {
  const { t } = useTranslation();
  const percent = vipProgress(info.total_points, info.next_need_points);
  const label = formatProgress(percent);
  return (
    <section className="vip-card" aria-label={t('vip.myLevel')}>
      <p className="vip-card__level" dir="auto">
        {info.vip_level === 0 ? t('vip.noLevel') : levelLabel(info)}
      </p>
      <p className="vip-card__points">{t('vip.points', { count: info.total_points })}</p>
      <div
        className="vip-card__bar"
        role="progressbar"
        aria-label={t('vip.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
      >
        <span className="vip-card__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      <p className="vip-card__next">
        <span>{t('vip.progress')}</span> <strong dir="ltr">{label}</strong>
      </p>
      <p className="vip-card__hint">
        {info.next_need_points === null
          ? t('vip.topLevel')
          : t('vip.nextLevel', { count: info.next_need_points })}
      </p>
    </section>
  );
}

// The badge (show name, e.g. 'V1') with the level's name ('Bronze') when they differ.
function levelLabel(info: VipInfo): string {
  const { vip_level_show: show, vip_level_name: name } = info;
  if (show && name && show !== name) return `${show} · ${name}`;
  return show || name;
}
