import type { ProviderKey } from '@topup/contracts/payment-families';

// What each sandboxed vendor calls itself on its hosted page.
export const providerNames: Record<ProviderKey, string> = {
  platform: 'Platform Pay',
  mycard: 'MyCard',
  paypal: 'PayPal',
  xsolla: 'Xsolla',
  codapay: 'Codapay',
  pagsmile: 'Pagsmile',
  razer: 'Razer Gold',
  naverpay: 'Naver Pay',
  alipay: 'Alipay',
  payermax: 'PayerMax',
  adyen: 'Adyen',
  travellet: 'Travellet',
  pingpong: 'PingPongX',
  ebanx: 'EBANX',
  funtap: 'FunTap',
  airwallex: 'Airwallex',
  welcome: 'Welcome Payments',
  kakaopay: 'Kakao Pay',
};

export function isProviderKey(value: unknown): value is ProviderKey {
  return typeof value === 'string' && Object.hasOwn(providerNames, value);
}

export function providerName(key: string): string {
  return isProviderKey(key) ? providerNames[key] : key;
}
