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
