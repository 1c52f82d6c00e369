import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// EBANX: "currency_code ... Supported values: BRL, EUR, USD" for Brazil
// (https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/),
// and "Only the USD and the customers' country local currency" elsewhere
// (https://www.ebanx.com/business/en/developers/integrations/on-demand-payments); the local
// currencies of its Latin American countries (Argentina ARS ... Uruguay UYU). No KRW: the
// -3043 joynet's KRW area got.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'EBANX',
  basis: 'published',
  source:
    'https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/',
  currencies: currencyList('USD EUR BRL MXN ARS BOB CLP COP CRC DOP GTQ PAB PEN PYG UYU'),
};
