import { currencyList, type ProviderCurrencies } from '../../provider-kit/currency-list.ts';

// Antom (Alipay+, AlipayHK, Alipay cards) states the payment currency per method
// (https://docs.antom.com/payment_methods.md) and takes the order in a pricing currency it
// converts from; the pricing currencies are those Antom's card acquiring lists, as restated by
// Juspay's Antom connector (https://juspay.io/integrations/antom), less its non-ISO and
// withdrawn codes (CFA, ECS, MGF, MMR, QTQ, BYR, MRO, STD, ZWD): TWD is not among them.
// Alipay CN: "最小支付金额 0.1 CNY, 最大支付金额 300,000 CNY/笔"
// (https://docs.antom.com/ac/antomop/alipay_cn).
// The one currency table of this provider (decision 0036): the method lists, the pay endpoints
// and amounts.ts (through provider-kit/wire-amount.ts) read it.
export const currencies: ProviderCurrencies = {
  name: 'Alipay/Antom',
  basis: 'published',
  source: 'https://docs.antom.com/payment_methods.md; https://juspay.io/integrations/antom',
  currencies: currencyList(
    `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP
       BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL
       GHS GIP GMD GNF GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW
       KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MKD MNT MOP MUR MVR MWK MXN MYR MZN NAD NGN
       NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD
       SHP SLL SOS SRD SSP SVC SYP SZL THB TJS TMT TND TOP TRY TTD TZS UAH UGX USD UYU UZS VEF VND
       VUV WST XAF XCD XOF XPF YER ZAR ZMW`,
    { boundsOf: { CNY: { min: '0.1', max: '300000' } } },
  ),
};
