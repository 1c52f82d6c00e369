import { PaymentFamily } from '@topup/contracts/payment-families';
import { currencyList } from '../../provider-kit/currency-list.ts';
import { protocolFactory, type ProviderManifest } from '../../provider-kit/manifest.ts';
import { createMyCardProtocol } from './protocol.ts';

export const manifest: ProviderManifest = {
  key: 'mycard',
  // Billing, deduct (KouDian) and the in-game variant of billing.
  families: [PaymentFamily.CardBilling, PaymentFamily.CardDeduct, 10301],
  liveOrigins: ['https://www.mycard520.com.tw', 'https://b2b.mycard520.com.tw'],
  // MyCard publishes no merchant documentation. Its AuthGlobal call takes Amount and Currency and
  // picks the payment types "依交易金額(Amount)和幣別(Currency)" (omnipay-mycard PurchaseRequest.php);
  // the captured ReturnURL post carries USD (providers/mycard/fixtures/return-post.txt), the
  // difference report TWD, and MyCard sells its points in Taiwan and Hong Kong: TWD, HKD, USD.
  currencies: {
    name: 'MyCard',
    basis: 'implied',
    source: 'providers/mycard (AuthGlobal Currency; captured ReturnURL post; difference report)',
    currencies: currencyList('TWD HKD USD'),
  },
  protocol: protocolFactory(createMyCardProtocol),
};
