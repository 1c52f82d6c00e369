import { PaymentFamily } from '@topup/contracts/payment-families';

// Orders born paid without a provider: a prepaid-card exchange and a gift-card redemption. Their
// names are payments' (the order's method and product names read them); the cards and gift-cards
// modules, above payments in the module map (ADR 0042), make such orders with them.

export type RedemptionKind = {
  purpose: 'card' | 'gift';
  provider: string;
  endpoint: string;
  productId: string;
  paywayId: number;
  channelId: string;
  familyId: number;
};

export const cardExchangeKind: RedemptionKind = {
  purpose: 'card',
  provider: 'prepaid-card',
  endpoint: 'card/exchange',
  productId: 'prepaid-card',
  // SPEC §4: payway 3 is 'prepaid_card'; a point card is MyCard's card-deduct family.
  paywayId: 3,
  channelId: 'prepaid_card',
  familyId: PaymentFamily.CardDeduct,
};

export const giftRedeemKind: RedemptionKind = {
  purpose: 'gift',
  provider: 'gift-card',
  endpoint: 'gift/redeem',
  productId: 'gift-card',
  paywayId: 0,
  channelId: 'gift_card',
  familyId: 0,
};
