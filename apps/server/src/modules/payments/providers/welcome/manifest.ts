import { OwnFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMerchantProtocol } from '../../merchant-protocol/protocol.ts';

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
  // No public protocol of its own: Topup merchant protocol v1 (docs/PAYMENTS.md; decision 0054),
  // the provider's API URL and account given per brand in PAYMENT_CREDENTIALS_FILE.
  protocol: protocolFactory((options) => createMerchantProtocol({ key: 'welcome', ...options })),
};
