import { creditOrDebitCard } from './seed-method-names.ts';
import { paypalBalance, platformBalance, throughXsolla } from './seed-descriptions.ts';
import { OwnFamily, PaymentFamily, paywayChannelName } from '@topup/contracts/payment-families';

/**
 * A payment method of the demo data. Bounds are indexes into the catalog's price tiers (the
 * goods' prices), resolved in the currency of the areas the country is offered in: `min: 1`
 * leaves out the cheapest goods in any currency.
 */
export type MethodTemplate = {
  paywayId: number;
  channelId: string;
  familyId: number;
  /** Plain for brands; per language where the name is a word (seed-method-names.ts). */
  name: MethodName;
  sort: number;
  /**
   * File under /pay-icons/ (apps/web/public) without '.svg'; null: no icon (SPEC §5: then not
   * listed). Only SADAD (SA) is seeded without one, on purpose.
   */
  icon: string | null;
  bounds?: { min?: number; max?: number };
  description?: string | Record<string, string>;
  openCoupon?: boolean;
  payId?: string;
  platforms?: string[];
  subs?: MethodTemplate[];
};

export type MethodName = string | Record<string, string>;

type Options = Partial<Omit<MethodTemplate, 'paywayId' | 'channelId' | 'familyId' | 'name'>>;

export function method(
  paywayId: number,
  channelId: string,
  familyId: number,
  name: MethodName,
  opts: Options = {},
): MethodTemplate {
  return { paywayId, channelId, familyId, name, sort: 0, icon: channelId, ...opts };
}

/** A SPEC §4 payway id whose channel name is fixed (1 e_wallet, 128-141 internet bank…). */
export function channel(
  paywayId: number,
  familyId: number,
  name: MethodName,
  opts: Options = {},
): MethodTemplate {
  const channelId = paywayChannelName(paywayId);
  if (!channelId) throw new Error(`payway ${paywayId} has no channel name`);
  return method(paywayId, channelId, familyId, name, opts);
}

const F = { ...PaymentFamily, ...OwnFamily };

// On every country of every area: the store's own platform pay and Payermax Apple Pay (iOS).
export const platformPay = method(F.PlatformPay, 'platform', F.PlatformPay, 'Platform Pay', {
  sort: 1,
  openCoupon: true,
  description: platformBalance,
});
export const applePay = method(F.Payermax, 'applepay', F.Payermax, 'Apple Pay', {
  sort: 2,
  platforms: ['ios'],
  payId: 'pm_applepay',
});
export const paypal = (opts: Options = {}) =>
  method(F.PayPal, 'paypal', F.PayPal, 'PayPal', {
    sort: 9,
    openCoupon: true,
    description: paypalBalance,
    ...opts,
  });
/** Cards through Adyen: the card itself starts at tier 1, Visa and Mastercard rescue cheaper goods. */
export const adyenCards = (opts: Options = {}) =>
  method(F.Adyen, 'card', F.Adyen, creditOrDebitCard, {
    sort: 10,
    openCoupon: true,
    bounds: { min: 1 },
    subs: [
      method(F.Adyen, 'visa', F.Adyen, 'Visa', { sort: 1 }),
      method(F.Adyen, 'mastercard', F.Adyen, 'Mastercard', { sort: 2 }),
      method(F.Adyen, 'amex', F.Adyen, 'American Express', { sort: 3, bounds: { min: 2 } }),
    ],
    ...opts,
  });
export const xsolla = (opts: Options = {}) =>
  method(F.Xsolla, 'xsolla', F.Xsolla, 'Xsolla', {
    sort: 100,
    bounds: { min: 1 },
    description: throughXsolla,
    ...opts,
  });
export const pingpong = (opts: Options = {}) =>
  method(F.PingPong, 'pingpong', F.PingPong, 'PingPong', { sort: 30, bounds: { max: 3 }, ...opts });
export const travellet = (opts: Options = {}) =>
  method(F.Travellet, 'travellet', F.Travellet, 'Travellet', { sort: 40, ...opts });

export { F };
