import { describe, expect, it } from 'vitest';
import { payEndpoints, PaymentFamily, type ProviderKey } from '@topup/contracts/payment-families';
import { currencyCodes } from '@topup/tenants/currencies';
import {
  currencyTerms,
  familyTakes,
  providerCurrencies,
  providerOfFamily,
  providerTakes,
} from './provider-currencies.ts';
import { isoCurrency, isoExponent } from '../provider-kit/currency-exponents.ts';

const providers = Object.keys(providerCurrencies) as ProviderKey[];

describe('the currencies each provider takes', () => {
  it('has one entry per provider of the pay endpoints, each with a source and ISO codes', () => {
    const needed = new Set(Object.values(payEndpoints).map((spec) => spec.provider));
    expect(new Set(providers)).toEqual(needed);
    for (const key of providers) {
      const entry = providerCurrencies[key];
      expect(entry.source.length, key).toBeGreaterThan(10);
      const codes = Object.keys(entry.currencies);
      expect(codes.length, key).toBeGreaterThan(0);
      for (const code of codes) {
        expect(code, key).toMatch(/^[A-Z]{3}$/);
        expect(entry.currencies[code]!.exponent, `${key} ${code}`).toBe(isoExponent(code));
      }
      expect(new Set(codes).size, `${key} lists a code twice`).toBe(codes.length);
    }
  });

  it('records ISO 4217 exponents and where a provider takes other decimals', () => {
    expect(currencyTerms('adyen', 'KRW')).toEqual({ exponent: 0, providerDecimals: 0 });
    expect(currencyTerms('adyen', 'USD')).toEqual({ exponent: 2, providerDecimals: 2 });
    // Adyen counts IDR in whole rupiah; PayPal takes TWD without decimals; PayerMax KWD with two.
    expect(currencyTerms('adyen', 'IDR')).toEqual({ exponent: 2, providerDecimals: 0 });
    expect(currencyTerms('paypal', 'TWD')).toEqual({ exponent: 2, providerDecimals: 0 });
    expect(currencyTerms('payermax', 'KWD')).toEqual({ exponent: 3, providerDecimals: 2 });
    expect(isoExponent('BHD')).toBe(3);
  });

  it('keeps the published amount bounds in minor units', () => {
    // Pagsmile: order_amount "0.01 ~ 999999999"; a whole-peso currency starts at one peso.
    expect(currencyTerms('pagsmile', 'BRL')).toMatchObject({ min: 1, max: 99_999_999_900 });
    expect(currencyTerms('pagsmile', 'CLP')).toMatchObject({ min: 1, max: 999_999_999 });
    // Alipay CN: 0.1 to 300,000 CNY a payment; the store's RMB is CNY.
    expect(currencyTerms('alipay', 'RMB')).toMatchObject({ min: 10, max: 30_000_000 });
    expect(currencyTerms('alipay', 'USD')).not.toHaveProperty('min');
  });

  it('says which providers take KRW: not EBANX, PayPal or Pagsmile (issue 28)', () => {
    expect(providerTakes('ebanx', 'KRW')).toBe(false);
    expect(providerTakes('paypal', 'KRW')).toBe(false);
    expect(providerTakes('pagsmile', 'KRW')).toBe(false);
    for (const key of ['adyen', 'xsolla', 'kakaopay', 'naverpay', 'welcome', 'payermax'] as const) {
      expect(providerTakes(key, 'KRW'), key).toBe(true);
    }
    expect(providerTakes('ebanx', 'USD')).toBe(true);
    expect(providerTakes('paypal', 'usd')).toBe(true);
    expect(providerTakes('kakaopay', 'USD')).toBe(false);
  });

  it("maps the store's RMB to CNY, and the store's own balance takes all its currencies", () => {
    expect(isoCurrency('RMB')).toBe('CNY');
    expect(isoCurrency(' jpy ')).toBe('JPY');
    expect(providerTakes('paypal', 'RMB')).toBe(true);
    expect(providerTakes('payermax', 'RMB')).toBe(false);
    for (const code of currencyCodes) expect(providerTakes('platform', code), code).toBe(true);
  });

  it('finds the provider of every family the pay endpoints accept', () => {
    for (const spec of Object.values(payEndpoints)) {
      for (const family of spec.families) expect(providerOfFamily(family)).toBe(spec.provider);
    }
    expect(providerOfFamily(PaymentFamily.Ebanx)).toBe('ebanx');
    expect(familyTakes(PaymentFamily.Ebanx, 'KRW')).toBe(false);
    expect(familyTakes(PaymentFamily.PayPal, 'JPY')).toBe(true);
    // A family no endpoint pays is the pay endpoint's to refuse, not this table's.
    expect(providerOfFamily(99999)).toBeUndefined();
    expect(familyTakes(99999, 'KRW')).toBe(true);
  });
});
