import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DailyState, DailyStep } from '@topup/contracts/daily-rewards';
import { getBoot } from '../../../shared/boot/boot.ts';
import { useFeatureTexts } from '../../../shared/i18n/use-feature-texts.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { showToast } from '../../../shared/ui/toast-store.ts';
import { sessionToken } from '../../account/session-token.ts';
import { pickText, rewardIcon } from '../../activity/activity-text.ts';
import type { Picks } from '../../game/selection-rules.ts';
import { claimDaily, dailyKeys, dailyStateQuery } from '../api/daily-api.ts';
import { clockText, dailyTextFiles } from '../daily-texts.ts';
import '../daily-reward.css';

type Props = { clientId: string; picks: Picks };

/** Seconds until the reset, ticking each second from when the state was fetched. */
function useSecondsLeft(state: DailyState | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!state) return 0;
  const elapsed = Math.max(0, Math.floor((now - fetchedAt) / 1000));
  return Math.max(0, state.seconds_to_reset - elapsed);
}

function Step({ step, label }: { step: DailyStep; label: string }) {
  const { t, i18n } = useTranslation();
  const rewards = step.rewards
    .map((r) => `${pickText(r.names, i18n.language)} ×${r.quantity}`)
    .join(', ');
  const taken = step.state === 'claimed' || step.state === 'claimed_today';
  const today = step.state === 'today' || step.state === 'claimed_today';
  return (
    <li
      className={`daily-step daily-step--${step.state}`}
      aria-current={today ? 'date' : undefined}
      aria-label={`${label}: ${rewards}${taken ? ` (${t('daily.claimed')})` : ''}`}
    >
      <span className="daily-step__day">{today ? t('daily.today') : label}</span>
      <Icon
        name={taken ? 'success' : rewardIcon(step.rewards[0]?.icon ?? '')}
        className="daily-step__icon"
      />
      <span className="daily-step__qty">
        <bdi>×{step.rewards[0]?.quantity ?? 0}</bdi>
      </span>
    </li>
  );
}

/**
 * Issue 18's daily login calendar on the goods page: the week's steps with today's marked, a
 * claim for the character picked above (the goods page's own server and character picker) and the
 * time to the next reset. Nothing shows while the game runs no calendar.
 */
export function DailyRewardPanel({ clientId, picks }: Props) {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const titleId = useId();
  const ready = useFeatureTexts(dailyTextFiles, 'daily');
  const queryClient = useQueryClient();
  const query = useQuery(dailyStateQuery(clientId));
  const secondsLeft = useSecondsLeft(query.data, query.dataUpdatedAt);
  const reset = query.data && secondsLeft === 0;
  useEffect(() => {
    // The new day has begun: its step comes from the server.
    if (reset) void queryClient.invalidateQueries({ queryKey: dailyKeys.state(clientId) });
  }, [reset, queryClient, clientId]);
  const claim = useMutation({
    mutationFn: () =>
      claimDaily({
        clientId,
        serverId: picks.server!.value,
        roleId: picks.role!.value,
        token: sessionToken(getBoot().tenant, search),
      }),
    onSuccess: () => showToast(t('daily.done')),
    // The server's message (already claimed today, character not found) is shown by the client.
    onSettled: () => queryClient.invalidateQueries({ queryKey: dailyKeys.state(clientId) }),
  });

  const state = query.data;
  if (!ready || !state) return null;
  const character =
    picks.server && picks.role ? `${picks.role.display} · ${picks.server.display}` : null;
  return (
    <section className="daily" aria-labelledby={titleId}>
      <div className="daily__head">
        <h2 id={titleId} className="daily__title">
          {pickText(state.names, i18n.language) || t('daily.title')}
        </h2>
        <span className="daily__reset" role="timer" aria-live="off">
          {t('daily.nextIn', { time: clockText(secondsLeft) })}
        </span>
      </div>
      <ol className="daily__steps">
        {state.steps.map((step) => (
          <Step key={step.step} step={step} label={t('daily.day', { n: step.step })} />
        ))}
      </ol>
      {state.claimed_today ? (
        <p className="daily__note">{t('daily.claimedToday')}</p>
      ) : (
        <div className="daily__claim">
          <span className="daily__who">
            {character ? t('daily.for', { character }) : t('daily.pick')}
          </span>
          <button
            type="button"
            className="button button--small"
            disabled={!character || claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('daily.claim')}
          </button>
        </div>
      )}
    </section>
  );
}
