import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LimitProduct } from '@topup/contracts/limits';
import { LIMIT_INFO_KEY } from '../api/get-limit-info.ts';
import { limitRule, limitState, waitIsOver } from '../limit-view.ts';
import '../limits.css';

// Minutes are the smallest unit shown; a few seconds late is fine.
const TICK_MS = 10_000;

/** The clock, ticking while something on screen waits for a moment in time. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** A limited product's rule and what the character has left (SPEC §4 limit display). */
export function LimitNote({ limit }: { limit: LimitProduct }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow(limit.extra_pay_times === 0 && limit.next_pay_time > 0);
  const over = waitIsOver(limit, now);
  useEffect(() => {
    if (over) void queryClient.invalidateQueries({ queryKey: [LIMIT_INFO_KEY] });
  }, [over, queryClient]);

  const rule = limitRule(limit);
  const state = limitState(limit, now);
  let status: string;
  if (state.kind === 'available') status = t('limits.remaining', { count: state.remaining });
  else if (state.kind === 'unpaid') status = t('limits.unpaid');
  else if (state.kind === 'reached') status = t('limits.reached');
  else status = t('limits.nextPurchase', { time: t('limits.countdown', state.countdown) });

  return (
    <span className={`goods-limit goods-limit--${state.kind}`}>
      <span className="goods-limit__rule">{t(rule.key, rule.values)}</span>
      <span className="goods-limit__status">{status}</span>
    </span>
  );
}
