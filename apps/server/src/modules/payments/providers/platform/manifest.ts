import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyCodes } from '@topup/tenants/currencies';
import { isoCurrency } from '../../provider-kit/currency-exponents.ts';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMerchantProtocol } from '../../merchant-protocol/protocol.ts';

export const manifest: ProviderManifest = {
  key: 'platform',
  families: [PaymentFamily.PlatformPay],
  liveOrigins: [],
  // The store's own balance is kept in the brand's currencies: it takes every currency the store
  // prices in (packages/tenants/src/currencies.ts).
  currencies: {
    name: 'platform pay',
    basis: 'implied',
    source: 'packages/tenants/src/currencies.ts (the store prices and keeps balances in these)',
    currencies: currencyList(currencyCodes.map(isoCurrency).join(' ')),
  },
  // No public protocol of its own: Topup merchant protocol v1 (docs/PAYMENTS.md; decision 0054),
  // the provider's API URL and account given per brand in PAYMENT_CREDENTIALS_FILE.
  protocol: protocolFactory((options) => createMerchantProtocol({ key: 'platform', ...options })),
};
