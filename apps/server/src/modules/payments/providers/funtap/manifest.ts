import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMerchantProtocol } from '../../merchant-protocol/protocol.ts';

export const manifest: ProviderManifest = {
  key: 'funtap',
  families: [PaymentFamily.FunTap],
  liveOrigins: ['https://pay.funtap.vn'],
  // FunTap publishes no merchant documentation; its methods (MoMo, ZaloPay, Vietnamese game cards)
  // are paid in Vietnamese dong. UNCONFIRMED: USD is kept because the store's FunTap integration
  // is priced in USD in every SEA area and nothing public says FunTap refuses it; revisit when its
  // merchant documentation is at hand (generic-providers.ts).
  currencies: {
    name: 'FunTap',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); MoMo/ZaloPay are VND wallets',
    currencies: currencyList('VND USD'),
  },
  // No public protocol of its own: Topup merchant protocol v1 (docs/PAYMENTS.md; decision 0054),
  // the provider's API URL and account given per brand in PAYMENT_CREDENTIALS_FILE.
  protocol: protocolFactory((options) => createMerchantProtocol({ key: 'funtap', ...options })),
};
