import { payEndpoints, type ProviderKey } from '@topup/contracts/payment-families';
import { currencyCodes } from '@topup/tenants/currencies';

// The currencies each payment provider takes (issue 28 item 5, decision 0036): one table, read
// where the pay-way list is built and by the pay endpoints, so a method is offered only in an
// area whose currency its provider accepts, and paying one anyway answers -3046 before any order
// or provider call. Each entry names its source; `basis: 'implied'` marks a provider that
// publishes no list, recorded from what its documentation (or its market) implies.
// Codes are ISO 4217; the store's 'RMB' is CNY here (isoCurrency). Amounts (min/max) are in minor
// units of the ISO 4217 exponent, so a later amount conversion can read the same table.

export type CurrencyTerms = {
  /** ISO 4217 minor-unit exponent. */
  exponent: number;
  /** Decimals the provider accepts, where its documentation differs from ISO 4217. */
  providerDecimals: number;
  /** Published smallest / largest amount of one payment, minor units (ISO exponent). */
  min?: number;
  max?: number;
};

export type ProviderCurrencies = {
  name: string;
  basis: 'published' | 'implied';
  /** Where the list comes from (also in the comment above each entry). */
  source: string;
  currencies: Readonly<Record<string, CurrencyTerms>>;
};

// ISO 4217 list one (https://www.six-group.com/en/products-services/financial-information/data-standards.html):
// codes whose exponent is not 2.
const ISO_ZERO = new Set(
  'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' '),
);
const ISO_THREE = new Set('BHD IQD JOD KWD LYD OMR TND'.split(' '));

export function isoExponent(code: string): number {
  if (ISO_ZERO.has(code)) return 0;
  if (ISO_THREE.has(code)) return 3;
  return 2;
}

/** The store names the renminbi 'RMB' (packages/tenants/src/currencies.ts); ISO 4217 says CNY. */
export function isoCurrency(storeCode: string): string {
  const code = storeCode.trim().toUpperCase();
  return code === 'RMB' ? 'CNY' : code;
}

type Options = {
  /** Provider decimals that differ from ISO 4217, by code. */
  decimals?: Readonly<Record<string, number>>;
  /** Published bounds in major units, for every listed code. */
  bounds?: { min?: string; max?: string };
  /** Published bounds in major units for single codes. */
  boundsOf?: Readonly<Record<string, { min?: string; max?: string }>>;
};

/** Major units ('0.01', '300000') as minor units of `exponent`; a fraction below one unit rounds up. */
function toMinor(major: string, exponent: number, roundUp: boolean): number {
  const [whole = '0', fraction = ''] = major.split('.');
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const minor = Number(whole + kept);
  const dropped = /[1-9]/.test(fraction.slice(exponent));
  return roundUp && dropped ? minor + 1 : minor;
}

function list(codes: string, opts: Options = {}): Record<string, CurrencyTerms> {
  const out: Record<string, CurrencyTerms> = {};
  for (const code of codes.trim().split(/\s+/)) {
    const exponent = isoExponent(code);
    const bounds = opts.boundsOf?.[code] ?? opts.bounds;
    out[code] = {
      exponent,
      providerDecimals: opts.decimals?.[code] ?? exponent,
      ...(bounds?.min === undefined ? {} : { min: toMinor(bounds.min, exponent, true) }),
      ...(bounds?.max === undefined ? {} : { max: toMinor(bounds.max, exponent, false) }),
    };
  }
  return out;
}

export const providerCurrencies: Readonly<Record<ProviderKey, ProviderCurrencies>> = {
  // The store's own balance is kept in the brand's currencies: it takes every currency the store
  // prices in (packages/tenants/src/currencies.ts).
  platform: {
    name: 'platform pay',
    basis: 'implied',
    source: 'packages/tenants/src/currencies.ts (the store prices and keeps balances in these)',
    currencies: list(currencyCodes.map(isoCurrency).join(' ')),
  },
  // PayPal REST API currency codes (https://developer.paypal.com/api/rest/reference/currency-codes/,
  // formerly .../docs/api/reference/currency-codes/): 25 codes, no KRW, TRY, VND or IDR. HUF, JPY
  // and TWD "do not support decimals"; BRL, CNY and MYR are "for in-country PayPal accounts only"
  // (kept: the brand's account decides, PayPal answers for it). No per-currency minimum is published.
  paypal: {
    name: 'PayPal',
    basis: 'published',
    source: 'https://developer.paypal.com/api/rest/reference/currency-codes/',
    currencies: list(
      'AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP PLN GBP RUB SGD SEK CHF THB USD',
      { decimals: { HUF: 0, JPY: 0, TWD: 0 } },
    ),
  },
  // Adyen's currency codes and minor units (https://docs.adyen.com/development-resources/currency-codes),
  // the same table providers/adyen/amounts.ts converts with; "differs from standard": CLP and ISK
  // take 2 decimals, CVE and IDR 0.
  adyen: {
    name: 'Adyen',
    basis: 'published',
    source: 'https://docs.adyen.com/development-resources/currency-codes',
    currencies: list(
      `AED ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BWP BYN BZD CAD CHF CLP
       CNH CNY COP CRC CUP CZK DKK DOP DZD EGP ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL
       HTG HUF ILS INR ISK JMD KES KGS KHR KYD KZT LAK LBP LKR MAD MDL MKD MMK MNT MOP MRU MUR MVR
       MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR
       SEK SGD SHP SLE SOS SRD STN SVC SZL THB TOP TRY TTD TWD TZS UAH USD UYU UZS VEF WST XCD YER
       ZAR ZMW CVE DJF GNF IDR JPY KMF KRW PYG RWF UGX VND VUV XAF XOF XPF BHD IQD JOD KWD LYD OMR
       TND`,
      { decimals: { CLP: 2, ISK: 2, CVE: 0, IDR: 0 } },
    ),
  },
  // Xsolla Pay Station takes "130+ currencies" (https://developers.xsolla.com/doc/pay-station/)
  // without a per-currency acceptance page; the codes are those of Xsolla's own published currency
  // table (github.com/xsolla/currency-format, currency-format.json), without its withdrawn codes
  // (EEK, LTL, LVL, TRL, RUR, BYR, GHC, MRO, STD, ZWD) and fund units (BOV, CHE, CHW, CLF, COU,
  // MXV, USN, UYI, XDR, XSU, XUA). providers/xsolla/amounts.ts writes amounts with ISO decimals.
  xsolla: {
    name: 'Xsolla',
    basis: 'published',
    source: 'https://github.com/xsolla/currency-format (currency-format.json)',
    currencies: list(
      `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP
       BYN BZD CAD CDF CHF CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP
       GBP GEL GGP GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS IMP INR IQD IRR ISK JEP JMD
       JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT
       MOP MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON
       RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD SSP SVC SYP SZL THB TJS TMT TND TOP TRY
       TTD TWD TZS UAH UGX USD UYU UZS VEF VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL`,
    ),
  },
  // MyCard publishes no merchant documentation. Its AuthGlobal call takes Amount and Currency and
  // picks the payment types "依交易金額(Amount)和幣別(Currency)" (omnipay-mycard PurchaseRequest.php);
  // the captured ReturnURL post carries USD (providers/mycard/fixtures/return-post.txt), the
  // difference report TWD, and MyCard sells its points in Taiwan and Hong Kong: TWD, HKD, USD.
  mycard: {
    name: 'MyCard',
    basis: 'implied',
    source: 'providers/mycard (AuthGlobal Currency; captured ReturnURL post; difference report)',
    currencies: list('TWD HKD USD'),
  },
  // Codapay takes ISO 4217 currencies of the countries it serves, and USD ("initiate USD
  // transactions"): https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/
  // (initiate-a-payment; additional-features/initiate-usd-transactions), the codes
  // providers/codapay/codes.ts sends. "For Indonesia, Chile, South Korea, Taiwan, and Vietnam
  // currency, decimals are not supported" (card-payments, Item Info → Price).
  codapay: {
    name: 'Codapay',
    basis: 'published',
    source:
      'https://coda-payments.gitbook.io/coda-public-technical-documentation/codapay/integration-guides/redirection-flow/initiate-a-payment',
    currencies: list(
      `AED AUD BDT BHD BRL CLP COP EGP EUR GBP HKD IDR INR IQD JOD JPY KES KHR KRW KWD LAK LKR MMK
       MXN MYR NGN NPR OMR PEN PHP PKR QAR RUB SAR SGD THB TRY TWD USD VND ZAR`,
      { decimals: { IDR: 0, CLP: 0, KRW: 0, TWD: 0, VND: 0 } },
    ),
  },
  // Pagsmile publishes no single currency page; its pay-in countries and their currencies (Brazil
  // BRL, Mexico MXN, Colombia COP, Chile CLP, Peru PEN, Ecuador/Panama/El Salvador USD, Guatemala
  // GTQ, Costa Rica CRC, Nicaragua NIO; Argentina ARS in the direct-integration pages) are listed
  // at https://docs.pagsmile.com/payin (and restated by SHOPLINE's Pagsmile setup guide).
  // order_amount is "0.01 ~ 999999999" (https://docs.pagsmile.com/payin/checkout-page/general).
  pagsmile: {
    name: 'Pagsmile',
    basis: 'published',
    source: 'https://docs.pagsmile.com/payin/checkout-page/general',
    currencies: list('BRL MXN COP CLP PEN USD GTQ CRC NIO ARS', {
      bounds: { min: '0.01', max: '999999999' },
    }),
  },
  // Razer Gold publishes no merchant currency list; its wallet is held in USD and in the currencies
  // of the South-East Asian markets where Razer Gold PINs and online banking are sold (MY, TH, ID,
  // PH, SG, VN), which is where the store offers it.
  razer: {
    name: 'Razer Gold',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); Razer Gold markets',
    currencies: list('USD MYR THB IDR PHP SGD VND'),
  },
  // NaverPay is a domestic Korean wallet: Korean won only (no public merchant documentation).
  naverpay: {
    name: 'NaverPay',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); domestic Korean wallet',
    currencies: list('KRW'),
  },
  // Antom (Alipay+, AlipayHK, Alipay cards) states the payment currency per method
  // (https://docs.antom.com/payment_methods.md) and takes the order in a pricing currency it
  // converts from; the pricing currencies are those Antom's card acquiring lists, as restated by
  // Juspay's Antom connector (https://juspay.io/integrations/antom), less its non-ISO and
  // withdrawn codes (CFA, ECS, MGF, MMR, QTQ, BYR, MRO, STD, ZWD): TWD is not among them.
  // Alipay CN: "最小支付金额 0.1 CNY, 最大支付金额 300,000 CNY/笔"
  // (https://docs.antom.com/ac/antomop/alipay_cn).
  alipay: {
    name: 'Alipay/Antom',
    basis: 'published',
    source: 'https://docs.antom.com/payment_methods.md; https://juspay.io/integrations/antom',
    currencies: list(
      `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP
       BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL
       GHS GIP GMD GNF GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW
       KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MKD MNT MOP MUR MVR MWK MXN MYR MZN NAD NGN
       NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD
       SHP SLL SOS SRD SSP SVC SYP SZL THB TJS TMT TND TOP TRY TTD TZS UAH UGX USD UYU UZS VEF VND
       VUV WST XAF XCD XOF XPF YER ZAR ZMW`,
      { boundsOf: { CNY: { min: '0.1', max: '300000' } } },
    ),
  },
  // PayerMax "Supported Countries and Ordering Currencies", Global row, cashier mode
  // (https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html):
  // no CNY. Decimals from its API's totalAmount description (providers/payermax/amounts.ts):
  // IDR, TWD, KRW, VND, CLP, PKR, COP, JPY, ISK, PYG none; BHD, KWD, JOD, OMR two.
  payermax: {
    name: 'PayerMax',
    basis: 'published',
    source:
      'https://docs.payermax.com/en/doc-center/appendix/collection/supported-country-region-currency.html',
    currencies: list(
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
  },
  // Travellet publishes no merchant documentation; a Japanese checkout for travellers, offered in
  // the store's USD areas: USD, EUR and JPY are what that implies.
  travellet: {
    name: 'Travellet',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts)',
    currencies: list('USD EUR JPY'),
  },
  // PingPong Checkout publishes no public currency list for merchants; it settles the major
  // card currencies and, for FPS, Hong Kong dollars (FPS is HKD-only).
  pingpong: {
    name: 'PingPong',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts)',
    currencies: list('USD EUR GBP HKD JPY SGD AUD CAD'),
  },
  // EBANX: "currency_code ... Supported values: BRL, EUR, USD" for Brazil
  // (https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/),
  // and "Only the USD and the customers' country local currency" elsewhere
  // (https://www.ebanx.com/business/en/developers/integrations/on-demand-payments); the local
  // currencies of its Latin American countries (Argentina ARS ... Uruguay UYU). No KRW: the
  // -3043 joynet's KRW area got.
  ebanx: {
    name: 'EBANX',
    basis: 'published',
    source:
      'https://developers.ebanx.com/api-reference/ebanx-payment-api/ebanx-payment-guide/guide-create-a-payment/brazil/',
    currencies: list('USD EUR BRL MXN ARS BOB CLP COP CRC DOP GTQ PAB PEN PYG UYU'),
  },
  // FunTap publishes no merchant documentation; its methods (MoMo, ZaloPay, Vietnamese game cards)
  // are paid in Vietnamese dong. UNCONFIRMED: USD is kept because the store's FunTap integration
  // is priced in USD in every SEA area and nothing public says FunTap refuses it; revisit when its
  // merchant documentation is at hand (generic-providers.ts).
  funtap: {
    name: 'FunTap',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); MoMo/ZaloPay are VND wallets',
    currencies: list('VND USD'),
  },
  // Airwallex "supports collecting payments in 130+ currencies ... ISO 4217"
  // (https://www.airwallex.com/docs/payments__supported-currencies, with decimal precision = ISO);
  // recorded: the codes read from that table and the processing currencies of its wallet
  // (Airwallex Pay: "AUD, CNY, USD, HKD, EUR, GBP, ... JPY, THB, ... KRW, MXN, ILS, ZAR").
  // UNCONFIRMED: TWD, VND, IDR, MYR and TRY are from the full table as summarised, not re-read.
  airwallex: {
    name: 'Airwallex',
    basis: 'published',
    source: 'https://www.airwallex.com/docs/payments__supported-currencies',
    currencies: list(
      `AED ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BZD
       CAD CHF CLP CNY COP CZK DKK EUR GBP HKD HUF IDR ILS JPY KRW MXN MYR NOK NZD PLN RON SEK SGD
       THB TRY TWD USD VND ZAR`,
    ),
  },
  // WelcomePayments is a Korean PG (cards, bank transfer, phone billing, Cultureland): won only.
  welcome: {
    name: 'WelcomePay',
    basis: 'implied',
    source: 'no public merchant documentation (generic-providers.ts); Korean PG',
    currencies: list('KRW'),
  },
  // KakaoPay: "total_amount Integer 상품 총액" in Korean won only
  // (https://developers.kakaopay.com/docs/payment/online/single-payment).
  kakaopay: {
    name: 'KakaoPay',
    basis: 'published',
    source: 'https://developers.kakaopay.com/docs/payment/online/single-payment',
    currencies: list('KRW'),
  },
};

/** The provider key behind a method family (payEndpoints), or undefined for a family none pays. */
export function providerOfFamily(familyId: number): ProviderKey | undefined {
  for (const spec of Object.values(payEndpoints)) {
    if ((spec.families as readonly number[]).includes(familyId)) return spec.provider;
  }
  return undefined;
}

/** The provider's terms for a store currency, or null when it does not take it. */
export function currencyTerms(provider: ProviderKey, storeCurrency: string): CurrencyTerms | null {
  const list = providerCurrencies[provider].currencies;
  const code = isoCurrency(storeCurrency);
  return Object.hasOwn(list, code) ? list[code]! : null;
}

export function providerTakes(provider: ProviderKey, storeCurrency: string): boolean {
  return currencyTerms(provider, storeCurrency) !== null;
}

/**
 * Whether a method of this family can be paid in the currency. A family no provider pays is left
 * to the pay endpoint's family check (it is not this table's to judge).
 */
export function familyTakes(familyId: number, storeCurrency: string): boolean {
  const provider = providerOfFamily(familyId);
  return provider === undefined || providerTakes(provider, storeCurrency);
}
