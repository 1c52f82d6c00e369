import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import type { ProviderManifest } from '../../provider-kit/manifest.ts';

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
};
