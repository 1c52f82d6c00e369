import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Codapay takes ISO 4217 currencies of the countries it serves, and USD ("initiate USD
// transactions"): https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/
// (initiate-a-payment; additional-features/initiate-usd-transactions), the codes
// providers/codapay/codes.ts sends. "For Indonesia, Chile, South Korea, Taiwan, and Vietnam
// currency, decimals are not supported" (card-payments, Item Info → Price).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Codapay',
  basis: 'published',
  source:
    'https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/redirection-flow/initiate-a-payment',
  currencies: currencyList(
    `AED AUD BDT BHD BRL CLP COP EGP EUR GBP HKD IDR INR IQD JOD JPY KES KHR KRW KWD LAK LKR MMK
       MXN MYR NGN NPR OMR PEN PHP PKR QAR RUB SAR SGD THB TRY TWD USD VND ZAR`,
    { decimals: { IDR: 0, CLP: 0, KRW: 0, TWD: 0, VND: 0 } },
  ),
};
