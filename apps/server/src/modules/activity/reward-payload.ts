/** What a 'reward' outbox row carries to the relay: an event tier's reward for one character. */
export type RewardPayload = {
  tenantId: string;
  activityId: string;
  tierId: number;
  gameCode: string;
  roleId: string;
  /** In-game units (the tier's reward_amount). */
  amount: number;
  /** The game's delivery source. */
  source: 'event';
};

/**
 * One id per claim (tenant, event, tier, game, role), the claim's own key: the outbox and the game
 * both dedupe on it, so a claimed reward reaches the character at most once.
 */
export function rewardDeliveryId(p: Omit<RewardPayload, 'amount' | 'source'>): string {
  return ['event', p.tenantId, p.activityId, p.tierId, p.gameCode, p.roleId].join(':');
}
