import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

export const manifest: ProviderManifest = {
  key: 'naverpay',
  // 11501: NaverPay's in-game variant.
  families: [PaymentFamily.NaverPay, 11501],
  liveOrigins: ['https://pay.naver.com', 'https://m.pay.naver.com'],
  // NaverPay is a domestic Korean wallet: Korean won only (no public merchant documentation).
  currencies: {
    name: 'NaverPay',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); domestic Korean wallet',
    currencies: currencyList('KRW'),
  },
};
