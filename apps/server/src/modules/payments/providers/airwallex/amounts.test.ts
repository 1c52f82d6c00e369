import { describe, expect, it } from 'vitest';
import {
  isoCurrency as airwallexCurrency,
  storeCurrency,
} from '../../provider-kit/currency-exponents.ts';
import { fromAirwallexAmount, toAirwallexAmount } from './amounts.ts';

describe('Airwallex amounts', () => {
  it('writes major-unit decimals with the currency decimals', () => {
    expect(toAirwallexAmount(499, 'USD')).toBe('4.99');
    expect(toAirwallexAmount(5, 'EUR')).toBe('0.05');
    expect(toAirwallexAmount(6000, 'KRW')).toBe('6000');
    // ISO 4217 gives IDR two decimals (Airwallex's table); sent as the JSON number 16000.
    expect(toAirwallexAmount(16000, 'IDR')).toBe('16000.00');
    expect(toAirwallexAmount(1234, 'BHD')).toBe('1.234');
    // KWD is not in Airwallex's currency table (currencies.ts): refused.
    expect(toAirwallexAmount(1234, 'KWD')).toBeNull();
    expect(toAirwallexAmount(4.5, 'USD')).toBeNull();
    expect(toAirwallexAmount(-1, 'USD')).toBeNull();
  });

  it('reads JSON numbers and strings back exactly', () => {
    expect(fromAirwallexAmount(16.66, 'USD')).toBe(1666);
    expect(fromAirwallexAmount(100, 'USD')).toBe(10000);
    expect(fromAirwallexAmount('0.1', 'RMB')).toBe(10);
    expect(fromAirwallexAmount(62723, 'KRW')).toBe(62723);
    expect(fromAirwallexAmount(0.001, 'USD')).toBeNull();
    expect(fromAirwallexAmount(null, 'USD')).toBeNull();
  });

  it("sends the store's RMB as CNY and reads CNY back as RMB", () => {
    expect(airwallexCurrency('RMB')).toBe('CNY');
    expect(airwallexCurrency('USD')).toBe('USD');
    expect(storeCurrency('CNY')).toBe('RMB');
    expect(storeCurrency('KRW')).toBe('KRW');
  });
});
