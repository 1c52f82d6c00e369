import type { PayMethod, SubMethod } from './listing-rules.ts';

// Methods shaped like GET /api/pay/getPayWayList answers, for the pay-method and recharge tests.
export function sub(paywayId: number, over: Partial<SubMethod> = {}): SubMethod {
  return {
    payway_id: paywayId,
    channel_id: `ch${paywayId}`,
    family_id: 10201,
    name: `Method ${paywayId}`,
    icon: `https://cdn.example/${paywayId}.png`,
    sort: 0,
    min_money: 0,
    max_money: 0,
    description: '',
    open_coupon: false,
    pay_id: `pay${paywayId}`,
    platforms: [],
    payer_fields: [],
    ...over,
  };
}

export function method(
  paywayId: number,
  over: Partial<SubMethod> = {},
  subs: SubMethod[] = [],
): PayMethod {
  return { ...sub(paywayId, over), sub_payment: subs };
}
