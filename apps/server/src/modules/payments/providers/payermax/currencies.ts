import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// PayerMax "Supported Countries and Ordering Currencies", Global row, cashier mode
// (https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html):
// no CNY. Decimals from its API's totalAmount description (providers/payermax/amounts.ts):
// IDR, TWD, KRW, VND, CLP, PKR, COP, JPY, ISK, PYG none; BHD, KWD, JOD, OMR two.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'PayerMax',
  basis: 'published',
  source:
    'https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html',
  currencies: currencyList(
    `INR PHP MYR THB VND SGD USD HKD TWD KRW JPY AED BHD EGP KWD SAR TRY MAD JOD OMR QAR AZN BRL
       CLP COP MXN PEN UYU PYG ZAR CAD AUD GBP EUR CHF CZK DKK ILS IDR ISK MDL MMK NOK NZD PKR RON
       BDT BOB DZD`,
    {
      decimals: {
        IDR: 0,
        TWD: 0,
        KRW: 0,
        VND: 0,
        CLP: 0,
        PKR: 0,
        COP: 0,
        JPY: 0,
        ISK: 0,
        PYG: 0,
        BHD: 2,
        KWD: 2,
        JOD: 2,
        OMR: 2,
      },
    },
  ),
};
