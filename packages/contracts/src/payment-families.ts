// Payment-method family ids of SPEC §4.
export const PaymentFamily = {
  PlatformPay: 10801,
  CardBilling: 10302,
  CardDeduct: 10303,
  PayPal: 10201,
  Xsolla: 11001,
  Codapay: 10401,
  PayPagsmile: 10501,
  Razer: [10103, 10101, 10102, 10104],
  NaverPay: 11401,
  AliPay: [11601, 11602],
  Payermax: 11801,
  Adyen: 12101,
  Travellet: 10701,
  PingPong: 12001,
  Ebanx: 12201,
  FunTap: 12301,
  InGame: [10301, 11701, 11501, 11702],
} as const;

// Families SPEC §4 does not number get ids of ours, above SPEC's range.
export const OwnFamily = {
  AirwallexDropIn: 12401,
  AirwallexCard: 12402,
  WelcomePay: 12501,
  KakaoPay: 12601,
} as const;

/**
 * Each pay endpoint of SPEC §7, the method families it accepts and the provider adapter behind it.
 * In-game variants sit next to their family: MyCard 10302 -> 10301, NaverPay 11401 -> 11501,
 * AliPay 11601/11602 -> 11701/11702 (docs/PAYMENTS.md).
 */
export const payEndpoints = {
  'pay/platform_pay': { families: [10801], provider: 'platform' },
  'pay/payMyCardBilling': { families: [10302], provider: 'mycard' },
  'pay/payMyCardKouDian': { families: [10303], provider: 'mycard' },
  'pay/payMyCardInGame': { families: [10301], provider: 'mycard' },
  'pay/card_pay': { families: [10302, 10303], provider: 'mycard' },
  'pay/card_info': { families: [10302, 10303], provider: 'mycard' },
  'pay/paypal_pay': { families: [10201], provider: 'paypal' },
  'pay/xsolla_pay': { families: [11001], provider: 'xsolla' },
  'pay/codapay_pay': { families: [10401], provider: 'codapay' },
  'pay/pagsmile_pay': { families: [10501], provider: 'pagsmile' },
  'pay/razer_gold_pay': { families: [10101, 10102, 10103, 10104], provider: 'razer' },
  'pay/naver_pay': { families: [11401, 11501], provider: 'naverpay' },
  'pay/alipay_pay': { families: [11601, 11602, 11701, 11702], provider: 'alipay' },
  'pay/payermax_pay': { families: [11801], provider: 'payermax' },
  'pay/adyen_pay': { families: [12101], provider: 'adyen' },
  'pay/travellet_pay': { families: [10701], provider: 'travellet' },
  'pay/pingpongx_pay': { families: [12001], provider: 'pingpong' },
  'pay/ebanx_pay': { families: [12201], provider: 'ebanx' },
  'pay/funtap_pay': { families: [12301], provider: 'funtap' },
  'pay/airwallex': { families: [12401, 12402], provider: 'airwallex' },
  'kr_pay/naver_pay': { families: [11401], provider: 'naverpay' },
  'kr_pay/welcome_pay': { families: [12501], provider: 'welcome' },
  'kr_pay/kakao_pay': { families: [12601], provider: 'kakaopay' },
} as const satisfies Record<string, { families: readonly number[]; provider: string }>;
export type PayEndpoint = keyof typeof payEndpoints;
export type ProviderKey = (typeof payEndpoints)[PayEndpoint]['provider'];

/**
 * Paid in a separately loaded component (SPEC §7) instead of a redirect: Airwallex drop-in and
 * card, AliPay card, Adyen (its Drop-in, issue 14), and the card-key method (payway 3
 * 'prepaid_card': card number + key entered in the component).
 */
export const dropInFamilies: readonly number[] = [12401, 12402, 11602, 12101];
export const CARD_KEY_PAYWAY_ID = 3;
export function isDropIn(familyId: number, paywayId: number): boolean {
  return dropInFamilies.includes(familyId) || paywayId === CARD_KEY_PAYWAY_ID;
}

// Payway ids that map to channel names (SPEC §4).
export function paywayChannelName(paywayId: number): string | undefined {
  const named: Record<number, string> = {
    1: 'e_wallet',
    3: 'prepaid_card',
    605: 'molpoints',
    127: 'ininal',
    143: 'truewallet',
    142: 'linepay',
    602: 'truemoney',
    601: '12call',
  };
  if (named[paywayId]) return named[paywayId];
  if (paywayId >= 128 && paywayId <= 141) return 'internet_bank';
  if ((paywayId >= 91 && paywayId <= 94) || paywayId === 121) return 'banking';
  return undefined;
}
