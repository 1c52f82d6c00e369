import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Razer Merchant Services publishes no merchant currency list; Razer Gold's wallet is held in
// USD and in the currencies of the South-East Asian markets where Razer Gold PINs and online
// banking are sold (MY, TH, ID, PH, SG, VN), which is where the store offers it. The gateway's
// own examples name "MYR, USD, EUR, AUD, SGD, CNY, IDR" (docs.fiuu.dev/docs/direct-status-requery).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Razer Gold',
  basis: 'implied',
  source: 'Razer Gold markets; https://docs.fiuu.dev (currency examples)',
  // Razer writes every amount with two decimals (amounts.ts), VND too.
  currencies: currencyList('USD MYR THB IDR PHP SGD VND', { decimals: { VND: 2 } }),
};
