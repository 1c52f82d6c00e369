import { OwnFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

export const manifest: ProviderManifest = {
  key: 'welcome',
  families: [OwnFamily.WelcomePay],
  liveOrigins: ['https://stdpay.paywelcome.co.kr'],
  // WelcomePayments is a Korean PG (cards, bank transfer, phone billing, Cultureland): won only.
  currencies: {
    name: 'WelcomePay',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); Korean PG',
    currencies: currencyList('KRW'),
  },
};
