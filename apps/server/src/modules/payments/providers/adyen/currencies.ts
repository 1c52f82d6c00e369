import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Adyen's currency codes and minor units (https://docs.adyen.com/development-resources/currency-codes),
// the same table providers/adyen/amounts.ts converts with; "differs from standard": CLP and ISK
// take 2 decimals, CVE and IDR 0.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Adyen',
  basis: 'published',
  source: 'https://docs.adyen.com/development-resources/currency-codes',
  currencies: currencyList(
    `AED ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BWP BYN BZD CAD CHF CLP
       CNH CNY COP CRC CUP CZK DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL
       HTG HUF ILS INR ISK JMD KES KGS KHR KYD KZT LAK LBP LKR MAD MDL MKD MMK MNT MOP MRU MUR MVR
       MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR
       SEK SGD SHP SLE SOS SRD STN SVC SZL THB TOP TRY TTD TWD TZS UAH USD UYU UZS VEF WST XCD YER
       ZAR ZMW CVE DJF GNF IDR JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF BHD IQD JOD KWD LYD OMR
       TND`,
    { decimals: { CLP: 2, ISK: 2, CVE: 0, IDR: 0 } },
  ),
};
