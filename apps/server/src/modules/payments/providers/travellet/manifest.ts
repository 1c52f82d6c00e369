import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

export const manifest: ProviderManifest = {
  key: 'travellet',
  families: [PaymentFamily.Travellet],
  liveOrigins: ['https://pay.travellet.jp'],
  // Travellet publishes no merchant documentation; a Japanese checkout for travellers, offered in
  // the store's USD areas: USD, EUR and JPY are what that implies.
  currencies: {
    name: 'Travellet',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts)',
    currencies: currencyList('USD EUR JPY'),
  },
};
