import { describe, expect, it } from 'vitest';
import { compareDisplayCountries, currencies, displayCountries } from './currencies.ts';

describe('SPEC §3 currencies and display countries', () => {
  it('has the display symbols of SPEC §3', () => {
    expect(currencies.TWD.symbol).toBe('NT$');
    expect(currencies.USD.symbol).toBe('$');
    expect(currencies.MYR.symbol).toBe('RM');
    expect(currencies.KRW.decimals).toBe(0);
  });

  it('orders listed regions as the display list does, the rest after them alphabetically', () => {
    const codes = ['US', 'AE', 'GB', 'Global', 'TH', 'NL', 'BR', 'PH', 'KZ', 'RU'];
    expect([...codes].sort(compareDisplayCountries)).toEqual([
      'Global',
      'PH',
      'TH',
      'BR',
      'US',
      'RU',
      'NL',
      'AE',
      'GB',
      'KZ',
    ]);
  });

  it('keeps the whole list in its own order', () => {
    const reversed = [...displayCountries].reverse();
    expect(reversed.sort(compareDisplayCountries)).toEqual([...displayCountries]);
  });

  it('ranks lower-case codes with their list position', () => {
    expect(['us', 'ph'].sort(compareDisplayCountries)).toEqual(['ph', 'us']);
  });
});
