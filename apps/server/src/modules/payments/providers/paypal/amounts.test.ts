import { describe, expect, it } from 'vitest';
import { fromPaypalValue, toPaypalValue } from './amounts.ts';

// PayPal's currency table: HUF, JPY, TWD take no decimals; the rest two
// (https://developer.paypal.com/api/rest/reference/currency-codes/).
describe('toPaypalValue', () => {
  it.each([
    [499, 'USD', '4.99'],
    [5, 'EUR', '0.05'],
    [0, 'USD', '0.00'],
    [10000, 'USD', '100.00'],
    [1600, 'JPY', '1600'],
    [10000, 'TWD', '100'],
    [150000, 'HUF', '1500'],
    [123456789, 'GBP', '1234567.89'],
  ])('%i minor units of %s are "%s"', (minor, currency, value) => {
    expect(toPaypalValue(minor, currency)).toBe(value);
  });

  it('refuses a fraction PayPal cannot take in a zero-decimal currency', () => {
    expect(toPaypalValue(10050, 'TWD')).toBeNull();
    expect(toPaypalValue(1, 'HUF')).toBeNull();
  });

  it('refuses currencies PayPal does not list, and bad amounts', () => {
    expect(toPaypalValue(5500, 'KRW')).toBeNull();
    expect(toPaypalValue(1000, 'IDR')).toBeNull();
    expect(toPaypalValue(1000, 'toString')).toBeNull();
    expect(toPaypalValue(-1, 'USD')).toBeNull();
    expect(toPaypalValue(1.5, 'USD')).toBeNull();
  });
});

describe('fromPaypalValue', () => {
  it.each([
    ['57.00', 'USD', 5700],
    ['57.0', 'USD', 5700],
    ['0.99', 'USD', 99],
    ['100', 'USD', 10000],
    ['1600', 'JPY', 1600],
    ['100', 'TWD', 10000],
    ['1500', 'HUF', 150000],
  ])('"%s" %s is %i minor units', (value, currency, minor) => {
    expect(fromPaypalValue(value, currency)).toBe(minor);
  });

  it('refuses what is not a plain decimal of the currency', () => {
    expect(fromPaypalValue('1.999', 'USD')).toBeNull();
    expect(fromPaypalValue('10.5', 'JPY')).toBeNull();
    expect(fromPaypalValue('-1.00', 'USD')).toBeNull();
    expect(fromPaypalValue('1e3', 'USD')).toBeNull();
    expect(fromPaypalValue('1.00', 'KRW')).toBeNull();
  });

  it('keeps trailing zero precision: "1600.00" JPY is still 1600', () => {
    expect(fromPaypalValue('1600.00', 'JPY')).toBe(1600);
  });
});
