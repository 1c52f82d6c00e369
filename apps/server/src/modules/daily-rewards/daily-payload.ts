/**
 * What a 'reward' outbox row carries for a daily claim (source 'daily'); the relay tells it from
 * an event tier's reward by its source.
 */
export type DailyRewardPayload = {
  tenantId: string;
  calendarId: string;
  /** The account that claimed, and its reward day 'YYYY-MM-DD': the claim's key. */
  suid: string;
  day: string;
  step: number;
  gameCode: string;
  roleId: string;
  /** In-game units (the step's reward_amount). */
  amount: number;
  source: 'daily';
};

/**
 * One id per claim (tenant, calendar, account, day), the claim's own key: the outbox and the game
 * both dedupe on it, so a day's item reaches the account at most once.
 */
export function dailyDeliveryId(
  p: Pick<DailyRewardPayload, 'tenantId' | 'calendarId' | 'suid' | 'day'>,
): string {
  return ['daily', p.tenantId, p.calendarId, p.suid, p.day].join(':');
}
