import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Xsolla Pay Station takes "130+ currencies" (https://developers.xsolla.com/doc/pay-station/)
// without a per-currency acceptance page; the codes are those of Xsolla's own published currency
// table (github.com/xsolla/currency-format, currency-format.json), without its withdrawn codes
// (EEK, LTL, LVL, TRL, RUR, BYR, GHC, MRO, STD, ZWD) and fund units (BOV, CHE, CHW, CLF, COU,
// MXV, USN, UYI, XDR, XSU, XUA). providers/xsolla/amounts.ts writes amounts with ISO decimals.
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Xsolla',
  basis: 'published',
  source: 'https://github.com/xsolla/currency-format (currency-format.json)',
  currencies: currencyList(
    `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP
       BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP
       GBP GEL GGP GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS IMP INR IQD IRR ISK JEP JMD
       JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT
       MOP MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON
       RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP SVC SYP SZL THB TJS TMT TND TOP TRY
       TTD TWD TZS UAH UGX USD UYU UZS VEF VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL`,
  ),
};
