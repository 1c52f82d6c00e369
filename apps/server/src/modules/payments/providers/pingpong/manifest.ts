import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

export const manifest: ProviderManifest = {
  key: 'pingpong',
  families: [PaymentFamily.PingPong],
  liveOrigins: ['https://pay.pingpongx.com'],
  // PingPong Checkout publishes no public currency list for merchants; it settles the major
  // card currencies and, for FPS, Hong Kong dollars (FPS is HKD-only).
  currencies: {
    name: 'PingPong',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts)',
    currencies: currencyList('USD EUR GBP HKD JPY SGD AUD CAD'),
  },
};
