import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// PayPal REST API currency codes (https://developer.paypal.com/api/rest/reference/currency-codes/,
// formerly .../docs/api/reference/currency-codes/): 25 codes, no KRW, TRY, VND or IDR. HUF, JPY
// and TWD "do not support decimals"; BRL, CNY and MYR are "for in-country PayPal accounts only"
// (kept: the brand's account decides, PayPal answers for it). No per-currency minimum is published.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'PayPal',
  basis: 'published',
  source: 'https://developer.paypal.com/api/rest/reference/currency-codes/',
  currencies: currencyList(
    'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP RUB SGD SEK CHF THB USD',
    { decimals: { HUF: 0, JPY: 0, TWD: 0 } },
  ),
};
