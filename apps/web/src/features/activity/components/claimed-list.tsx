import { useTranslation } from 'react-i18next';
import type { ClaimedReward } from '@topup/contracts/activity';
import { Empty } from '../../../shared/ui/empty.tsx';
import { pickText, tierGoal } from '../activity-text.ts';
import { RewardItems } from './event-card.tsx';

/** 'my': the character's received rewards, and whether the game has them yet. */
export function ClaimedList({ claimed }: { claimed: ClaimedReward[] }) {
  const { t, i18n } = useTranslation();
  if (claimed.length === 0) return <Empty text={t('activity.noClaimed')} />;
  return (
    <ul className="claimed-list">
      {claimed.map((c) => (
        <li key={`${c.activity_id}:${c.tier_id}`} className="claimed-item">
          <div className="claimed-item__body">
            <p className="claimed-item__event" dir="auto">
              {pickText(c.names, i18n.language)}
            </p>
            <p className="claimed-item__goal">{tierGoal(t, c, c.threshold)}</p>
            <RewardItems rewards={c.rewards} />
          </div>
          <span className={c.delivered ? 'tier__state tier__state--received' : 'tier__state'}>
            {c.delivered ? t('activity.delivered') : t('activity.delivering')}
          </span>
        </li>
      ))}
    </ul>
  );
}
