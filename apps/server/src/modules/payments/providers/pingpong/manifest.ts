import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMerchantProtocol } from '../../merchant-protocol/protocol.ts';

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
  // No public protocol of its own: Topup merchant protocol v1 (docs/PAYMENTS.md; decision 0054),
  // the provider's API URL and account given per brand in PAYMENT_CREDENTIALS_FILE.
  protocol: protocolFactory((options) => createMerchantProtocol({ key: 'pingpong', ...options })),
};
