import { describe, expect, it } from 'vitest';
import { minorExponent as storeDecimals } from '../../provider-kit/currency-exponents.ts';
import { adyenDecimals, fromAdyenAmount, toAdyenAmount } from './amounts.ts';

// https://docs.adyen.com/development-resources/currency-codes
describe("Adyen's currency table", () => {
  it('has the rows that differ from ISO 4217 as Adyen documents them', () => {
    expect(adyenDecimals('CLP')).toBe(2); // ISO 4217: 0
    expect(adyenDecimals('ISK')).toBe(2); // ISO 4217: 0
    expect(adyenDecimals('CVE')).toBe(0); // ISO 4217: 2
    expect(adyenDecimals('IDR')).toBe(0); // ISO 4217: 2
  });

  it('has the zero- and three-decimal currencies', () => {
    for (const code of ['JPY', 'KRW', 'VND', 'XOF', 'UGX']) expect(adyenDecimals(code)).toBe(0);
    for (const code of ['BHD', 'KWD', 'OMR', 'JOD', 'TND']) expect(adyenDecimals(code)).toBe(3);
    for (const code of ['EUR', 'USD', 'THB', 'MYR', 'TWD', 'TRY', 'HUF', 'CNY']) {
      expect(adyenDecimals(code)).toBe(2);
    }
    expect(adyenDecimals('XXX')).toBeNull();
    expect(adyenDecimals('RMB')).toBeNull();
  });

  it("takes our minor units from the store's table, else ISO 4217", () => {
    expect(storeDecimals('IDR')).toBe(0); // packages/tenants: whole rupiah
    expect(storeDecimals('JPY')).toBe(0);
    expect(storeDecimals('CLP')).toBe(0);
    expect(storeDecimals('CVE')).toBe(2);
    expect(storeDecimals('KWD')).toBe(3);
  });
});

describe('minor units -> Adyen amount', () => {
  it('passes through currencies whose exponents agree', () => {
    expect(toAdyenAmount(1130, 'EUR')).toEqual({ currency: 'EUR', value: 1130 });
    expect(toAdyenAmount(1500, 'JPY')).toEqual({ currency: 'JPY', value: 1500 });
    expect(toAdyenAmount(150000, 'IDR')).toEqual({ currency: 'IDR', value: 150000 });
    expect(toAdyenAmount(25000, 'VND')).toEqual({ currency: 'VND', value: 25000 });
    expect(toAdyenAmount(1234, 'KWD')).toEqual({ currency: 'KWD', value: 1234 });
  });

  it('scales up where Adyen counts more decimals (CLP, ISK: 2790 kr is 279000 at Adyen)', () => {
    expect(toAdyenAmount(1000, 'CLP')).toEqual({ currency: 'CLP', value: 100000 });
    expect(toAdyenAmount(2790, 'ISK')).toEqual({ currency: 'ISK', value: 279000 });
  });

  it('scales down where Adyen counts fewer (CVE) and refuses fractions it cannot carry', () => {
    expect(toAdyenAmount(12300, 'CVE')).toEqual({ currency: 'CVE', value: 123 });
    expect(toAdyenAmount(12345, 'CVE')).toBeNull();
  });

  it("sends the store's RMB as CNY, and refuses what Adyen does not list", () => {
    expect(toAdyenAmount(648, 'RMB')).toEqual({ currency: 'CNY', value: 648 });
    expect(toAdyenAmount(100, 'XXX')).toBeNull();
    expect(toAdyenAmount(1.5, 'EUR')).toBeNull();
  });
});

describe('Adyen amount -> minor units', () => {
  it('inverts the conversion', () => {
    expect(fromAdyenAmount({ currency: 'EUR', value: 1130 })).toEqual({
      currency: 'EUR',
      amountMinor: 1130,
    });
    expect(fromAdyenAmount({ currency: 'ISK', value: 279000 })).toEqual({
      currency: 'ISK',
      amountMinor: 2790,
    });
    expect(fromAdyenAmount({ currency: 'CVE', value: 123 })).toEqual({
      currency: 'CVE',
      amountMinor: 12300,
    });
    expect(fromAdyenAmount({ currency: 'CNY', value: 648 })).toEqual({
      currency: 'RMB',
      amountMinor: 648,
    });
  });

  it('gives null for amounts our unit cannot hold or codes Adyen does not list', () => {
    expect(fromAdyenAmount({ currency: 'CLP', value: 1050 })).toBeNull();
    expect(fromAdyenAmount({ currency: 'XXX', value: 1 })).toBeNull();
  });
});
