import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity, ActivityReward, ActivityTier } from '@topup/contracts/activity';
import { formatMinor } from '../../../shared/format/money.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import {
  pickText,
  progressPercent,
  progressText,
  rewardIcon,
  tierGoal,
  timeLeft,
} from '../activity-text.ts';
import type { Claimer } from '../use-claim.ts';

export function RewardItems({ rewards }: { rewards: ActivityReward[] }) {
  const { i18n } = useTranslation();
  return (
    <ul className="reward-items">
      {rewards.map((r, i) => (
        <li key={i} className="reward-items__item">
          <Icon name={rewardIcon(r.icon)} className="reward-items__icon" />
          <bdi>{pickText(r.names, i18n.language)}</bdi>
          <span dir="ltr">×{r.quantity}</span>
        </li>
      ))}
    </ul>
  );
}

function TierRow({
  activity,
  tier,
  claimer,
}: {
  activity: Activity;
  tier: ActivityTier;
  claimer: Claimer | null;
}) {
  const { t } = useTranslation();
  const goal = tierGoal(t, activity, tier.threshold);
  let action;
  if (tier.state === 'claimable' && claimer) {
    const busy = claimer.pending === `${activity.activity_id}:${tier.tier_id}`;
    action = (
      <button
        type="button"
        className="button button--small"
        disabled={claimer.pending !== null}
        aria-busy={busy}
        aria-label={t('common.rowAction', { action: t('activity.claim'), label: goal })}
        onClick={() => claimer.claim(activity, tier)}
      >
        {t('activity.claim')}
      </button>
    );
  } else {
    const state = tier.state === 'received' ? 'received' : 'locked';
    action = <span className={`tier__state tier__state--${state}`}>{t(`activity.${state}`)}</span>;
  }
  return (
    <li className={`tier tier--${tier.state}`} aria-label={goal}>
      <div className="tier__body">
        <p className="tier__goal">{goal}</p>
        <RewardItems rewards={tier.rewards} />
      </div>
      {action}
    </li>
  );
}

/** One event (SPEC §2 accumulation / continuous tabs): time left, progress, tiers in their states. */
export function EventCard({ activity, claimer }: { activity: Activity; claimer: Claimer | null }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const percent = progressPercent(activity);
  const description = pickText(activity.descriptions, i18n.language);
  const continuous = activity.type === 'continuous';
  return (
    <section className="event-card" aria-labelledby={titleId}>
      <div className="event-card__head">
        <h2 id={titleId} className="event-card__title" dir="auto">
          {pickText(activity.names, i18n.language)}
        </h2>
        <p className="event-card__left">
          {t('activity.timeLeft', { time: timeLeft(t, activity.seconds_left) })}
        </p>
      </div>
      {description && (
        <p className="event-card__description" dir="auto">
          {description}
        </p>
      )}
      {continuous && (
        <p className="event-card__rule">
          {t('activity.dailyMin', {
            amount: formatMinor(activity.min_daily_minor, activity.currency),
          })}
        </p>
      )}
      <p className="event-card__progress">{progressText(t, activity)}</p>
      <div
        className="event-card__bar"
        role="progressbar"
        aria-label={t('activity.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText(t, activity)}
      >
        <span className="event-card__fill" style={{ inlineSize: `${percent}%` }} />
      </div>
      {continuous && (
        <p className="event-card__today">
          {activity.today_counted ? t('activity.todayCounted') : t('activity.todayOpen')}
        </p>
      )}
      <ol className="tier-list" aria-label={t('activity.rewards')}>
        {activity.tiers.map((tier) => (
          <TierRow key={tier.tier_id} activity={activity} tier={tier} claimer={claimer} />
        ))}
      </ol>
    </section>
  );
}
