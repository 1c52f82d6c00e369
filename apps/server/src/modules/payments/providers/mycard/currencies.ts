import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// MyCard publishes no merchant documentation. Its AuthGlobal call takes Amount and Currency and
// picks the payment types "依交易金額(Amount)和幣別(Currency)" (omnipay-mycard PurchaseRequest.php);
// the captured ReturnURL post carries USD (providers/mycard/fixtures/return-post.txt), the
// difference report TWD, and MyCard sells its points in Taiwan and Hong Kong: TWD, HKD, USD.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'MyCard',
  basis: 'implied',
  source: 'providers/mycard (AuthGlobal Currency; captured ReturnURL post; difference report)',
  currencies: currencyList('TWD HKD USD'),
};
