import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

export const manifest: ProviderManifest = {
  key: 'razer',
  families: PaymentFamily.Razer,
  liveOrigins: ['https://global.gold.razer.com'],
  // Razer Gold publishes no merchant currency list; its wallet is held in USD and in the currencies
  // of the South-East Asian markets where Razer Gold PINs and online banking are sold (MY, TH, ID,
  // PH, SG, VN), which is where the store offers it.
  currencies: {
    name: 'Razer Gold',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); Razer Gold markets',
    currencies: currencyList('USD MYR THB IDR PHP SGD VND'),
  },
};
