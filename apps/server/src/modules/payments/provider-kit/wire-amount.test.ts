import { describe, expect, it } from 'vitest';
import { currencyList, type ProviderCurrencies } from './currency-list.ts';
import { fromWireDecimal, fromWireUnits, toWireDecimal, toWireUnits } from './wire-amount.ts';

// A made-up provider: ISO decimals, except whole TWD and HUF, two-decimal VND, and IDR at ISO's two
// while the store counts whole rupiah.
const table: ProviderCurrencies = {
  name: 'test',
  basis: 'implied',
  source: 'this test',
  currencies: currencyList('USD JPY KWD TWD HUF VND IDR CNY', {
    decimals: { TWD: 0, HUF: 0, VND: 2 },
  }),
};

describe('our minor units to the wire', () => {
  it("writes the provider's decimals, exactly", () => {
    expect(toWireDecimal(table, 499, 'USD')).toEqual({ ok: true, value: '4.99' });
    expect(toWireDecimal(table, 5, 'USD')).toEqual({ ok: true, value: '0.05' });
    expect(toWireDecimal(table, 1500, 'JPY')).toEqual({ ok: true, value: '1500' });
    expect(toWireDecimal(table, 12345, 'KWD')).toEqual({ ok: true, value: '12.345' });
    expect(toWireDecimal(table, 30000, 'TWD')).toEqual({ ok: true, value: '300' });
    expect(toWireDecimal(table, 15000, 'VND')).toEqual({ ok: true, value: '15000.00' });
    expect(toWireDecimal(table, 16000, 'IDR')).toEqual({ ok: true, value: '16000.00' });
    expect(toWireDecimal(table, 1500, 'IDR', { dropZeroFraction: true })).toEqual({
      ok: true,
      value: '1500',
    });
    expect(toWireUnits(table, 16000, 'IDR')).toMatchObject({
      ok: true,
      value: { digits: '1600000' },
    });
    // The store's RMB is CNY at the provider.
    expect(toWireUnits(table, 648, 'RMB')).toMatchObject({
      ok: true,
      value: { digits: '648', currency: { code: 'CNY', store: 'RMB' } },
    });
  });

  it('refuses, never rounds', () => {
    expect(toWireDecimal(table, 30050, 'TWD')).toEqual({ ok: false, refusal: 'inexact' });
    expect(toWireDecimal(table, 499, 'EUR')).toEqual({ ok: false, refusal: 'currency-not-taken' });
    expect(toWireDecimal(table, 4.5, 'USD')).toEqual({ ok: false, refusal: 'not-an-amount' });
    expect(toWireDecimal(table, -1, 'USD')).toEqual({ ok: false, refusal: 'not-an-amount' });
  });
});

describe('the wire to our minor units', () => {
  it('reads decimal strings and JSON numbers', () => {
    expect(fromWireDecimal(table, '4.99', 'USD')).toEqual({
      ok: true,
      value: { amountMinor: 499, currency: 'USD' },
    });
    expect(fromWireDecimal(table, 16.66, 'USD')).toMatchObject({ value: { amountMinor: 1666 } });
    expect(fromWireDecimal(table, '300.00', 'TWD')).toMatchObject({
      value: { amountMinor: 30000 },
    });
    expect(fromWireDecimal(table, '16000.00', 'IDR')).toMatchObject({
      value: { amountMinor: 16000 },
    });
    expect(fromWireUnits(table, '0648', 'CNY')).toEqual({
      ok: true,
      value: { amountMinor: 648, currency: 'RMB' },
    });
  });

  it('is a mismatch for a currency or a precision the table does not use', () => {
    expect(fromWireDecimal(table, '300.5', 'TWD')).toEqual({ ok: false, refusal: 'inexact' });
    expect(fromWireDecimal(table, '4.999', 'USD')).toEqual({ ok: false, refusal: 'inexact' });
    // IDR 1.50 is within the provider's two decimals but not a whole rupiah of ours.
    expect(fromWireDecimal(table, '1.50', 'IDR')).toEqual({ ok: false, refusal: 'inexact' });
    expect(fromWireDecimal(table, '4.99', 'EUR')).toEqual({
      ok: false,
      refusal: 'currency-not-taken',
    });
    for (const bad of ['-1', '1e3', '', ' ', null, undefined, NaN, {}]) {
      expect(fromWireDecimal(table, bad, 'USD')).toEqual({ ok: false, refusal: 'not-an-amount' });
    }
    expect(fromWireUnits(table, 1.5, 'USD')).toEqual({ ok: false, refusal: 'not-an-amount' });
    expect(fromWireUnits(table, '1.5', 'USD')).toEqual({ ok: false, refusal: 'not-an-amount' });
  });
});
