/** What an 'offer' outbox row carries to the relay: a free chain step for one character. */
export type OfferClaimPayload = {
  tenantId: string;
  productId: string;
  gameCode: string;
  roleId: string;
  /** In-game units (the step's value + bonus). */
  amount: number;
  /** The game's delivery source. */
  source: 'offer';
};

/** One id per claim (the claim's own key): the outbox and the game both dedupe on it. */
export function offerDeliveryId(p: Omit<OfferClaimPayload, 'amount' | 'source'>): string {
  return ['offer', p.tenantId, p.productId, p.gameCode, p.roleId].join(':');
}
