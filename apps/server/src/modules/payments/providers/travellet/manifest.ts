import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMerchantProtocol } from '../../merchant-protocol/protocol.ts';

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
  // No public protocol of its own: Topup merchant protocol v1 (docs/PAYMENTS.md; decision 0054),
  // the provider's API URL and account given per brand in PAYMENT_CREDENTIALS_FILE.
  protocol: protocolFactory((options) => createMerchantProtocol({ key: 'travellet', ...options })),
};
