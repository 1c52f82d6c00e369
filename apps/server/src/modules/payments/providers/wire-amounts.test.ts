import { describe, expect, it } from 'vitest';
import type { ProviderCurrencies } from '../provider-kit/currency-list.ts';
import { minorExponent, storeCurrency } from '../provider-kit/currency-exponents.ts';
import { rescaleDigits } from '../provider-kit/decimal-amount.ts';
import * as adyen from './adyen/amounts.ts';
import { currencies as adyenCurrencies } from './adyen/currencies.ts';
import * as airwallex from './airwallex/amounts.ts';
import { currencies as airwallexCurrencies } from './airwallex/currencies.ts';
import * as antom from './alipay/amounts.ts';
import { currencies as antomCurrencies } from './alipay/currencies.ts';
import * as codapay from './codapay/amounts.ts';
import { currencies as codapayCurrencies } from './codapay/currencies.ts';
import * as ebanx from './ebanx/amounts.ts';
import { currencies as ebanxCurrencies } from './ebanx/currencies.ts';
import * as kakaopay from './kakaopay/amounts.ts';
import { currencies as kakaopayCurrencies } from './kakaopay/currencies.ts';
import * as mycard from './mycard/amounts.ts';
import { currencies as mycardCurrencies } from './mycard/currencies.ts';
import * as naverpay from './naverpay/amounts.ts';
import { currencies as naverpayCurrencies } from './naverpay/currencies.ts';
import * as pagsmile from './pagsmile/amounts.ts';
import { currencies as pagsmileCurrencies } from './pagsmile/currencies.ts';
import * as payermax from './payermax/amounts.ts';
import { currencies as payermaxCurrencies } from './payermax/currencies.ts';
import * as paypal from './paypal/amounts.ts';
import { currencies as paypalCurrencies } from './paypal/currencies.ts';
import { providerCurrencies } from './provider-currencies.ts';
import * as razer from './razer/amounts.ts';
import { currencies as razerCurrencies } from './razer/currencies.ts';
import * as xsolla from './xsolla/amounts.ts';
import { currencies as xsollaCurrencies } from './xsolla/currencies.ts';

// Issue 33 item 4: every protocol's amount conversion goes through the one helper
// (provider-kit/wire-amount.ts) fed by its provider's currency table. Table-driven: for every
// provider and every currency its table takes, our minor units -> wire -> our minor units is the
// identity on the edge amounts (the table's minimum and maximum, the smallest amount the provider
// can write, an amount with every decimal used); an amount the provider's decimals cannot carry is
// refused, and a wire amount in a currency or precision the table does not use is a mismatch.

/** A wire amount as the protocol module writes it (a string, a number or an object). */
type Wire = unknown;

type Codec = {
  table: ProviderCurrencies;
  /** Our minor units of a store currency to the wire; null when refused. */
  to(amountMinor: number, currency: string): Wire | null;
  /** The wire back to our minor units; null when refused. */
  from(wire: Wire, currency: string): number | null;
  /** The wire with one decimal more than the provider writes; absent for integer units. */
  finer?(wire: Wire): Wire;
  /** The wire names no currency: the provider takes one (KakaoPay, NaverPay: KRW). */
  only?: string;
};

const refusedIfThrows = (write: () => Wire): Wire | null => {
  try {
    return write();
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
};
const finerDecimal = (wire: Wire) => {
  const text = String(wire);
  return text.includes('.') ? `${text}1` : `${text}.1`;
};

const codecs: Record<string, Codec> = {
  adyen: {
    table: adyenCurrencies,
    to: (m, c) => adyen.toAdyenAmount(m, c),
    from: (w) => adyen.fromAdyenAmount(w as adyen.AdyenAmount)?.amountMinor ?? null,
  },
  airwallex: {
    table: airwallexCurrencies,
    to: airwallex.toAirwallexAmount,
    from: airwallex.fromAirwallexAmount,
    finer: finerDecimal,
  },
  alipay: {
    table: antomCurrencies,
    to: (m, c) => antom.toAntomAmount(m, c),
    from: (w) => antom.fromAntomAmount(w as antom.AntomAmount)?.amountMinor ?? null,
  },
  codapay: {
    table: codapayCurrencies,
    to: (m, c) => refusedIfThrows(() => codapay.toCodaPrice(m, c)),
    from: (w, c) => codapay.fromCodaPrice(w as string, c),
    finer: finerDecimal,
  },
  ebanx: {
    table: ebanxCurrencies,
    to: ebanx.toEbanxAmount,
    from: ebanx.fromEbanxAmount,
    finer: finerDecimal,
  },
  kakaopay: {
    table: kakaopayCurrencies,
    to: kakaopay.toKakaopayAmount,
    from: (w) => kakaopay.fromKakaopayAmount(w),
    only: 'KRW',
  },
  mycard: {
    table: mycardCurrencies,
    to: (m, c) => refusedIfThrows(() => mycard.toMyCardAmount(m, c)),
    from: (w, c) => mycard.fromMyCardAmount(w as string, c),
    finer: finerDecimal,
  },
  naverpay: {
    table: naverpayCurrencies,
    to: naverpay.toNaverpayAmount,
    from: (w) => naverpay.fromNaverpayAmount(w),
    only: 'KRW',
  },
  pagsmile: {
    table: pagsmileCurrencies,
    to: pagsmile.toPagsmileAmount,
    from: pagsmile.fromPagsmileAmount,
    finer: finerDecimal,
  },
  payermax: {
    table: payermaxCurrencies,
    to: payermax.toPayermaxAmount,
    from: payermax.fromPayermaxAmount,
    finer: finerDecimal,
  },
  paypal: {
    table: paypalCurrencies,
    to: paypal.toPaypalValue,
    from: (w, c) => paypal.fromPaypalValue(w as string, c),
    finer: finerDecimal,
  },
  razer: {
    table: razerCurrencies,
    to: razer.toRazerAmount,
    from: razer.fromRazerAmount,
    finer: finerDecimal,
  },
  xsolla: {
    table: xsollaCurrencies,
    to: (m, c) => refusedIfThrows(() => xsolla.toXsollaAmount(m, c)),
    from: (w, c) => xsolla.fromXsollaAmount(w as number, c),
    finer: finerDecimal,
  },
};

/** The edge amounts of one currency in our minor units, each one the provider can write. */
function edgeAmounts(code: string, table: ProviderCurrencies) {
  const terms = table.currencies[code]!;
  const ours = minorExponent(storeCurrency(code));
  const drop = Math.max(0, ours - terms.providerDecimals);
  // The smallest amount the provider can write, in our minor units (10 for 0.10 HUF at PayPal).
  const unit = 10 ** drop;
  const ofIso = (minor: number | undefined, up: boolean) => {
    if (minor === undefined) return undefined;
    // The table keeps bounds at the ISO exponent; ours may differ (the store's whole rupiah).
    const digits = rescaleDigits(String(minor), terms.exponent, ours);
    const whole = digits ?? String(Math.floor(minor / 10 ** (terms.exponent - ours)) + 1);
    const value = Number(whole);
    return up ? Math.ceil(value / unit) * unit : Math.floor(value / unit) * unit;
  };
  // Every decimal the provider writes used: 12345.67 USD, 12345.678 KWD, 12345 JPY.
  const allDecimals = Number(`12345${'7'.repeat(ours - drop)}${'0'.repeat(drop)}`);
  return {
    unit,
    amounts: [
      unit,
      ofIso(terms.min, true) ?? unit,
      ofIso(terms.max, false) ?? 999_999 * 10 ** ours,
      allDecimals,
    ],
  };
}

describe('every protocol converts amounts through its currency table', () => {
  it('has a codec for every provider table with an amounts module', () => {
    for (const key of Object.keys(codecs)) {
      expect(codecs[key]!.table).toBe(providerCurrencies[key as keyof typeof providerCurrencies]);
    }
  });

  for (const [key, codec] of Object.entries(codecs)) {
    it(`${key}: to the wire and back is the identity on every currency's edge amounts`, () => {
      for (const code of Object.keys(codec.table.currencies)) {
        const currency = storeCurrency(code);
        const { unit, amounts } = edgeAmounts(code, codec.table);
        for (const amountMinor of amounts) {
          const wire = codec.to(amountMinor, currency);
          expect(wire, `${key} ${amountMinor} ${currency}`).not.toBeNull();
          expect(codec.from(wire, currency), `${key} ${String(wire)} ${currency}`).toBe(
            amountMinor,
          );
        }
        // A fraction the provider cannot write is refused, never rounded (0.01 HUF at PayPal).
        if (unit > 1) expect(codec.to(unit + 1, currency), `${key} ${currency}`).toBeNull();
        // The wire with a decimal more than the table says the provider uses: a mismatch.
        if (codec.finer) {
          const finer = codec.finer(codec.to(amounts[3]!, currency));
          expect(codec.from(finer, currency), `${key} ${String(finer)} ${currency}`).toBeNull();
        }
      }
    });

    it(`${key}: refuses a currency its table does not take, both ways`, () => {
      // XTS is ISO 4217's code for testing: no provider takes it.
      expect(codec.to(100, 'XTS')).toBeNull();
      const sample = codec.to(100, storeCurrency(Object.keys(codec.table.currencies)[0]!));
      expect(sample).not.toBeNull();
      if (codec.only) {
        expect(Object.keys(codec.table.currencies)).toEqual([codec.only]);
      } else {
        const foreign =
          sample !== null && typeof sample === 'object' ? { ...sample, currency: 'XTS' } : sample;
        expect(codec.from(foreign, 'XTS')).toBeNull();
      }
      expect(codec.to(-1, 'USD')).toBeNull();
      expect(codec.to(1.5, 'USD')).toBeNull();
    });
  }
});

describe("the providers' documented examples", () => {
  it('reads and writes them through the table', () => {
    // Adyen: "2790 kr" ISK is value 279000 (docs.adyen.com currency codes: ISK has 2 decimals).
    expect(adyen.toAdyenAmount(2790, 'ISK')).toEqual({ currency: 'ISK', value: 279000 });
    // Antom: "USD 1.00 is 100", "JPY 100 is 100" (paymentAmount.value).
    expect(antom.toAntomAmount(100, 'USD')).toEqual({ currency: 'USD', value: '100' });
    expect(antom.toAntomAmount(100, 'JPY')).toEqual({ currency: 'JPY', value: '100' });
    // Airwallex: "$9.99 is represented as 9.99"; the webhook example's 16.66.
    expect(airwallex.toAirwallexAmount(999, 'USD')).toBe('9.99');
    expect(airwallex.fromAirwallexAmount(16.66, 'USD')).toBe(1666);
    // Xsolla: purchase.checkout.amount 9.99 USD.
    expect(xsolla.toXsollaAmount(999, 'USD')).toBe(9.99);
    // PayPal: HUF, JPY, TWD take no decimals; "57.00" and "57.0" are both 57.
    expect(paypal.toPaypalValue(1500, 'JPY')).toBe('1500');
    expect(paypal.toPaypalValue(10000, 'TWD')).toBe('100');
    expect(paypal.fromPaypalValue('57.0', 'USD')).toBe(5700);
    // Codapay: `"price": 1000.00`; IDR has no decimals there.
    expect(codapay.fromCodaPrice('1000.00', 'USD')).toBe(100000);
    expect(codapay.toCodaPrice(15000, 'IDR')).toBe('15000');
    // Razer (Fiuu): 168.99, and always two decimals: whole dong as "15000.00".
    expect(razer.toRazerAmount(16899, 'MYR')).toBe('168.99');
    expect(razer.toRazerAmount(15000, 'VND')).toBe('15000.00');
    // PayerMax: no decimals for TWD, two for KWD.
    expect(payermax.toPayermaxAmount(30000, 'TWD')).toBe('300');
    expect(payermax.toPayermaxAmount(1230, 'KWD')).toBe('1.23');
    // EBANX "100.50"; Pagsmile "0.01" is its smallest amount; MyCard "150" and "4.99".
    expect(ebanx.toEbanxAmount(10050, 'BRL')).toBe('100.50');
    expect(pagsmile.toPagsmileAmount(1, 'BRL')).toBe('0.01');
    expect(mycard.toMyCardAmount(15000, 'TWD')).toBe('150');
    // KakaoPay and NaverPay: whole won.
    expect(kakaopay.toKakaopayAmount(2200, 'KRW')).toBe(2200);
    expect(naverpay.fromNaverpayAmount(10000)).toBe(10000);
  });
});
